import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import type { AppArea } from './area-boundary.tsx';
import { LanguageSelect } from './layout/language-select.tsx';
import { LogoLink } from './layout/logo-link.tsx';
import { buttonClass } from './ui/button.tsx';

/*
 * Loaded only when a page failed, after its texts (area-boundary.tsx): the public pages carry
 * none of it (docs/product/design.md §10 bundle budget).
 */

/** Where the panel's second button leads: the area's home. */
const areaHomes: Record<AppArea, { to: string; label: 'areaError.dashboard' | 'pages.backHome' }> =
  {
    publicSite: { to: '/accueil', label: 'pages.backHome' },
    quoteJourney: { to: '/accueil', label: 'pages.backHome' },
    account: { to: '/accueil', label: 'pages.backHome' },
    backOffice: { to: '/dashboard', label: 'areaError.dashboard' },
  };

/**
 * Whether the error is a script of the app that failed to load (a chunk a deploy replaced, the
 * network), as Chromium, Firefox and Safari word a failed `import()`, or Vite a failed preload
 * of its style sheet. Retrying then means reloading the page: the browser and the router keep a
 * failed import failed. Read from the error rather than from Vite's `vite:preloadError` event,
 * whose listener would have to sit in the public pages' main chunk (bundle budget).
 */
export const scriptFailedToLoad = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(
    error.message,
  );

/**
 * What shows instead of an area's page that failed to render or to load (area-boundary.tsx):
 * which part failed, a way to try again and a way to the area's home, in the interface
 * language; never the error's own text. Announced as an alert, since it replaces what the
 * person was looking at. A script that failed to load without a network says so. "Réessayer"
 * reloads the page once a script failed to load (a deploy replaced it, or the network was
 * gone: then once it is back, since a reload offline would leave only the browser's own error
 * page); otherwise it lets a failed query be thrown again, forgets data no page shows
 * (the failed page's own) so that the page loads it afresh instead of failing on it again, and
 * goes to the same address again: the router then runs the page's loaders and clears its
 * boundary, as for any new location.
 */
export default function AreaErrorPanel({ area, framed }: { area: AppArea; framed?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { reset } = useQueryErrorResetBoundary();
  const location = useLocation();
  const navigate = useNavigate();
  const failedToLoad = scriptFailedToLoad(useRouteError());
  const offline = failedToLoad && !navigator.onLine;
  const retry = () => {
    if (failedToLoad && !navigator.onLine) {
      window.addEventListener('online', () => window.location.reload(), { once: true });
      return;
    }
    if (failedToLoad) return window.location.reload();
    reset();
    void queryClient.resetQueries({ type: 'inactive' });
    void navigate(location, { replace: true, state: location.state });
  };
  const home = areaHomes[area];
  const panel = (
    <div
      role="alert"
      aria-labelledby="area-error-title"
      data-testid="area-error"
      className="mx-auto my-10 flex max-w-xl flex-col items-center px-4 text-center"
    >
      <div className="mb-4 grid size-14 place-items-center rounded-full bg-amber-50 text-amber-800">
        <TriangleAlert aria-hidden />
      </div>
      <h1 id="area-error-title" className="text-xl font-bold text-slate-900">
        {t(`areaError.titles.${area}`)}
      </h1>
      <p className="mt-2 text-slate-700">{t(offline ? 'areaError.offline' : 'areaError.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClass('primary')}>
          {t('areaError.retry')}
        </button>
        <Link to={home.to} className={buttonClass('secondary')}>
          {t(home.label)}
        </Link>
      </div>
    </div>
  );
  // The back office's frame holds the page in its own main landmark.
  if (area === 'backOffice' && !framed) return panel;
  return (
    <>
      {framed ? (
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
            <LogoLink size={32} />
            <LanguageSelect tone="light" />
          </div>
        </header>
      ) : null}
      <main id="main">{panel}</main>
    </>
  );
}
