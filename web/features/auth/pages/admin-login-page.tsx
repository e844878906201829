import '../../../i18n/messages.ts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { safeNext } from '../../../lib/safe-next.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AccessCard } from '../components/access-card.tsx';
import { useSignInNotice } from '../components/sign-in-notice.ts';
import { LoginForm } from './login-form.tsx';

/**
 * /adminLogin: agents, managers and the platform admin sign in, then reach /dashboard (or the
 * page that sent them here). Says why when a session ended or the account may not sign in.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = useSignInNotice();
  usePageTitle(t('pages.titles.adminLogin'));

  return (
    <AccessCard title={t('auth.adminTitle')} intro={t('auth.adminSubtitle')}>
      <LoginForm
        portal="backoffice"
        submitLabel={t('auth.adminButton')}
        notice={notice}
        onSignedIn={() => navigate(safeNext(location.search, '/dashboard'), { replace: true })}
      />
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link
          to="/mot-de-passe-oublie?portal=backoffice"
          className="font-medium text-brand-800 underline"
        >
          {t('auth.forgot')}
        </Link>
        <Link to="/registration" className="font-medium text-brand-800 underline">
          {t('auth.registerAgency')}
        </Link>
      </div>
    </AccessCard>
  );
}
