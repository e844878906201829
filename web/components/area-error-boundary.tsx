import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

/** The parts of the app whose pages fail alone (docs/ARCHITECTURE.md: web/features/<area>). */
export type AppArea = 'publicSite' | 'quoteFlow' | 'comparison' | 'account' | 'backOffice' | 'auth';

/** The panel and its texts load only once a page failed (docs/product/design.md §10 bundle budget). */
const AreaErrorPanel = lazy(async () => ({
  default: (await import('./area-error-panel.tsx')).AreaErrorPanel,
}));

interface BoundaryProps {
  area: AppArea;
  /** A new value (the page's path) clears the failure: the person went elsewhere. */
  resetKey: string;
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

  retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <AreaErrorPanel area={this.props.area} onRetry={this.retry} />
      </Suspense>
    );
  }
}

/**
 * Keeps a render error inside one area: its page gives way to the area's error panel while the
 * layout around it (navigation bar, back-office sidebar, language) keeps working. Going to
 * another page, or "Réessayer", renders the area again.
 */
export function AreaErrorBoundary({ area, children }: { area: AppArea; children: ReactNode }) {
  return (
    <AreaBoundary area={area} resetKey={useLocation().pathname}>
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
