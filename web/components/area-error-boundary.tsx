import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { buttonClass } from './ui/button.tsx';

/** The parts of the app whose pages fail alone (docs/ARCHITECTURE.md: web/features/<area>). */
export type AppArea = 'publicSite' | 'quoteFlow' | 'comparison' | 'account' | 'backOffice' | 'auth';

/** Where "back" leads from a failed page of an area: the back office's home is its dashboard. */
const homeOf = (area: AppArea) => (area === 'backOffice' ? '/dashboard' : '/accueil');

/**
 * What shows instead of an area's page that failed to render: which part failed, a way to try
 * again and a way home, in the interface language; never the error's own text. Announced as an
 * alert, since it replaces what the person was looking at.
 */
export function AreaErrorPanel({ area, onRetry }: { area: AppArea; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      aria-labelledby="area-error-title"
      data-testid="area-error"
      className="mx-auto my-10 flex max-w-xl flex-col items-center px-4 text-center"
    >
      <div className="mb-4 grid size-14 place-items-center rounded-full bg-amber-50 text-amber-800">
        <TriangleAlert aria-hidden />
      </div>
      <h2 id="area-error-title" className="text-xl font-bold text-slate-900">
        {t(`areaError.titles.${area}`)}
      </h2>
      <p className="mt-2 text-slate-700">{t('areaError.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClass('primary')}>
          {t('areaError.retry')}
        </button>
        <Link to={homeOf(area)} className={buttonClass('secondary')}>
          {area === 'backOffice' ? t('areaError.dashboard') : t('pages.backHome')}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  area: AppArea;
  /** A new value (the page's path) clears the failure: the person went elsewhere. */
  resetKey: string;
  /** Lets the area's data load afresh before it renders again. */
  onReset: () => void;
  children: ReactNode;
}

/**
 * React's error boundary: a class, as React offers no hook for it. The error itself goes to the
 * console only, as React reports every caught error there.
 */
export class AreaBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return <AreaErrorPanel area={this.props.area} onRetry={this.retry} />;
    return this.props.children;
  }
}

/**
 * Keeps a render error inside one area: its page gives way to the area's error panel while the
 * layout around it (navigation bar, back-office sidebar, language) keeps working. Going to
 * another page, or "Réessayer", renders the area again.
 */
export function AreaErrorBoundary({ area, children }: { area: AppArea; children: ReactNode }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { reset } = useQueryErrorResetBoundary();
  // A failed query may be thrown again, and data no page shows (the failed page's own) is
  // forgotten: the page then loads it afresh instead of failing on it again.
  const onReset = () => {
    reset();
    void queryClient.resetQueries({ type: 'inactive' });
  };
  return (
    <AreaBoundary area={area} resetKey={pathname} onReset={onReset}>
      {children}
    </AreaBoundary>
  );
}

/** A route's outlet inside its area's error boundary, for routes with no layout of their own. */
export function AreaOutlet({ area }: { area: AppArea }) {
  return (
    <AreaErrorBoundary area={area}>
      <Outlet />
    </AreaErrorBoundary>
  );
}
