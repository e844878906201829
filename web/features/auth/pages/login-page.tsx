import '../../../i18n/messages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { safeNext } from '../../../lib/safe-next.ts';
import { LanguageSelect } from '../../../components/layout/language-select.tsx';
import { LogoLink } from '../../../components/layout/logo-link.tsx';
import { fetchLatestQuoteId } from '../api/access.ts';
import { useSignInNotice } from '../components/sign-in-notice.ts';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

type Panel = 'login' | 'signup';

/**
 * /login-page: the Connexion and Inscription panels flip (docs/product/specification.md §2); the box is at most 320 px
 * wide; RETOUR goes back to /accueil. After sign-in the driver returns to the page that sent
 * them here, else starts a quote (docs/product/specification.md §4.1).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [panel, setPanel] = useState<Panel>(() =>
    new URLSearchParams(location.search).get('panel') === 'signup' ? 'signup' : 'login',
  );
  const notice = useSignInNotice();
  usePageTitle(t('pages.titles.login'));
  const next = safeNext(location.search, '/Vehicule');
  const askedFor = new URLSearchParams(location.search).has('next');

  /** Spec §4.1: after sign-in a driver with a quote compares its offers; others start one. */
  const afterLogin = async () => {
    if (askedFor) return navigate(next, { replace: true });
    try {
      const latestQuoteId = await fetchLatestQuoteId();
      navigate(latestQuoteId ? '/compagnie-page' : '/Vehicule', { replace: true });
    } catch {
      navigate('/Vehicule', { replace: true });
    }
  };

  const face = (side: Panel) =>
    `col-start-1 row-start-1 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 transition-transform duration-500 [backface-visibility:hidden] ${
      side === 'signup' ? '[transform:rotateY(180deg)]' : ''
    }`;

  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-100 px-4 py-10"
    >
      <div className="mb-6 flex w-full max-w-[320px] flex-wrap items-center justify-between gap-3">
        <LogoLink size={40} text="text-xl font-bold" />
        <LanguageSelect tone="light" />
      </div>
      <div className="w-full max-w-[320px] [perspective:1200px]">
        <div
          className="mb-4 grid grid-cols-2 rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200"
          role="group"
        >
          {(['login', 'signup'] as const).map((side) => (
            <button
              key={side}
              type="button"
              aria-pressed={panel === side}
              onClick={() => setPanel(side)}
              className={`rounded-md py-2 text-sm font-semibold ${panel === side ? 'bg-brand-700 text-white' : 'text-slate-700'}`}
            >
              {side === 'login' ? t('auth.loginTab') : t('auth.signupTab')}
            </button>
          ))}
        </div>
        <div
          className={`grid transition-transform duration-500 [transform-style:preserve-3d] ${panel === 'signup' ? '[transform:rotateY(180deg)]' : ''}`}
        >
          <section
            className={face('login')}
            aria-labelledby="login-title"
            inert={panel !== 'login'}
          >
            <h1 id="login-title" className="mb-4 text-xl font-bold text-slate-900">
              {t('auth.loginTitle')}
            </h1>
            <LoginForm
              portal="driver"
              submitLabel={t('auth.loginButton')}
              notice={notice}
              onSignedIn={() => void afterLogin()}
            />
            <Link
              to="/mot-de-passe-oublie"
              className="mt-3 inline-block text-sm font-medium text-brand-800 underline"
            >
              {t('auth.forgot')}
            </Link>
            <p className="mt-4 text-sm text-slate-700">
              {t('auth.noAccount')}{' '}
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => setPanel('signup')}
              >
                {t('auth.toSignup')}
              </button>
            </p>
          </section>
          <section
            className={face('signup')}
            aria-labelledby="signup-title"
            inert={panel !== 'signup'}
          >
            <h1 id="signup-title" className="mb-4 text-xl font-bold text-slate-900">
              {t('auth.signupTitle')}
            </h1>
            <SignupForm />
            <p className="mt-4 text-sm text-slate-700">
              {t('auth.haveAccount')}{' '}
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => setPanel('login')}
              >
                {t('auth.toLogin')}
              </button>
            </p>
          </section>
        </div>
        <Link
          to="/accueil"
          className="mt-6 block text-center text-sm font-semibold tracking-wide text-brand-800 underline"
        >
          {t('common.back')}
        </Link>
      </div>
    </main>
  );
}
