import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The parts of the app whose pages fail alone, each with its panel (docs/ARCHITECTURE.md). Only
 * the back office so far: the public pages keep within a 150 KiB script budget
 * (docs/product/design.md §10) that the boundary's bytes in the main chunk would exceed, so their
 * pages, and the driver's and sign-in pages loaded from that chunk, fail to the root route's
 * error page.
 */
export type AppArea = 'backOffice';

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
