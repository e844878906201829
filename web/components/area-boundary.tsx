import { lazy, Suspense } from 'react';

/**
 * The parts of the app whose pages fail alone, each with its panel (docs/ARCHITECTURE.md): the
 * public site, the driver's quote journey and Mes devis, sign-in and account pages, the back
 * office. The boundary is the router's own (`errorElement` in web/router.tsx), already in the
 * main chunk: the public pages keep within their 150 KiB script budget (docs/product/design.md
 * §10) with only this module added to it.
 */
export type AppArea = 'publicSite' | 'quoteJourney' | 'account' | 'backOffice';

const loadPanel = () => import('./area-error-panel.tsx');

/** The panel and its texts load only once a page failed (docs/product/design.md §10 bundle budget). */
const AreaErrorPanel = lazy(loadPanel);

/**
 * Loads the panel and its texts ahead, for an area whose pages may be reached without a
 * network (the signed-in ones): there a page's script that cannot load falls back on the panel,
 * which could not load either, and the root's bare error page would show instead.
 */
export function preloadAreaErrorPanel(): void {
  void loadPanel();
}

/**
 * What a route shows when its page failed to render or to load: the area's error panel in place
 * of the page, while the layout around it (navigation bar, back-office sidebar, language) keeps
 * working. `framed` where no layout surrounds the page (the quote journey and sign-in pages draw
 * their own header): the panel then brings the logo and the language selector. Going to another
 * page clears the failure (the router resets its boundary on a new location).
 */
export const areaError = (area: AppArea, framed?: boolean) => (
  <Suspense fallback={null}>
    <AreaErrorPanel area={area} framed={framed} />
  </Suspense>
);
