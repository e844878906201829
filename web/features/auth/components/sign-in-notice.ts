import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signInNoticeOf } from '../../../lib/session-lost.ts';

/**
 * The text of why this sign-in page was opened (`?reason=`): the idle limit, a session the
 * server ended, or the account or agency made inactive (the API's own messages). Null when the
 * page was opened on purpose.
 */
export function useSignInNotice(): string | null {
  const { t } = useTranslation();
  const { search } = useLocation();
  const notice = signInNoticeOf(search);
  if (!notice) return null;
  if (notice === 'expired') return t('auth.sessionExpired');
  return t(`errors.${notice === 'ended' ? 'unauthenticated' : notice}`);
}
