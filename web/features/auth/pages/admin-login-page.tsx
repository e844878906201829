import '../../../i18n/messages.ts';
import { useState } from 'react';
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
  const [forgotOpen, setForgotOpen] = useState(false);
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
        <LoginForm
          portal="backoffice"
          submitLabel={t('auth.adminButton')}
          onSignedIn={() => navigate(safeNext(location.search, '/dashboard'), { replace: true })}
        />
        <button
          type="button"
          className="mt-4 text-sm font-medium text-brand-800 underline"
          aria-expanded={forgotOpen}
          onClick={() => setForgotOpen((open) => !open)}
        >
          {t('auth.forgot')}
        </button>
        {forgotOpen ? <p className="mt-2 text-sm text-slate-700">{t('auth.forgotSoon')}</p> : null}
      </section>
    </main>
  );
}
