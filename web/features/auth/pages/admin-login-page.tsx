import '../../../i18n/messages.ts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { safeNext } from '../../../lib/safe-next.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { LoginForm } from './login-form.tsx';

/** /adminLogin: agents, managers and the platform admin sign in, then reach /dashboard. */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const expired = new URLSearchParams(location.search).has('expired');
  usePageTitle(t('pages.titles.adminLogin'));

  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-900 px-4 py-10"
    >
      <section
        className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl"
        aria-labelledby="admin-login-title"
      >
        <Link to="/accueil" className="mb-6 flex items-center gap-2 text-brand-800">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span className="text-lg font-bold">{t('common.appName')}</span>
        </Link>
        <h1 id="admin-login-title" className="text-2xl font-bold text-slate-900">
          {t('auth.adminTitle')}
        </h1>
        <p className="mb-6 text-sm text-slate-600">{t('auth.adminSubtitle')}</p>
        {expired ? (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {t('auth.sessionExpired')}
          </p>
        ) : null}
        <LoginForm
          portal="backoffice"
          submitLabel={t('auth.adminButton')}
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
      </section>
    </main>
  );
}
