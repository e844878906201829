import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';

/** The navigation state that asks /accueil to say the account was just erased. */
export const accountErasedState = { accountErased: true } as const;

const asksForNotice = (state: unknown) =>
  typeof state === 'object' && state !== null && 'accountErased' in state;

/** Its text, in the signed-in areas' texts the erasing tab has loaded (web/i18n/signed-in.ts). */
const noticeKey = 'personalData.erase.done';

/**
 * On the home page after "Supprimer mon compte": says the account is gone. It comes with the
 * navigation's state, never the address, and only once the app runs, so the prerendered page
 * still hydrates as it was built. Its text is not in the public pages' catalogue (bundle
 * budget, docs/product/design.md §10): a later reload of the page, without the signed-in
 * texts, shows nothing.
 */
export function AccountErasedNotice() {
  const { t, i18n } = useTranslation();
  const { state } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || !asksForNotice(state) || !i18n.exists(noticeKey)) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6">
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {t(noticeKey)}
      </p>
    </div>
  );
}
