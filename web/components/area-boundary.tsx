import { lazy, Suspense } from 'react';
import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from '../i18n/index.ts';
import { loadAhead } from '../lib/load-ahead.ts';

/**
 * The parts of the app whose pages fail alone, each with its panel (docs/ARCHITECTURE.md): the
 * public site, the driver's quote journey and Mes devis, sign-in and account pages, the back
 * office. The boundary is the router's own (`errorElement` in web/router.tsx), already in the
 * main chunk: the public pages keep within their 150 KiB script budget (docs/product/design.md
 * §10) with only this module added to it.
 */
export type AppArea = 'publicSite' | 'quoteJourney' | 'account' | 'backOffice';

const areaErrorTexts = (language: Language) =>
  ({
    fr: () => import('../i18n/fr/area-errors.ts').then((m) => m.frAreaErrors),
    en: () => import('../i18n/en/area-errors.ts').then((m) => m.enAreaErrors),
    ar: () => import('../i18n/ar/area-errors.ts').then((m) => m.arAreaErrors),
  })[language]();

/**
 * The panel and its texts, together. The texts load here rather than by a top-level await in
 * the panel's module: a module whose evaluation failed stays failed for the page's life (the
 * browser keeps the error with the module), whereas a script whose download failed is
 * downloaded again by the next import. So a load cut by the network can be tried again.
 */
export const loadAreaErrorPanel = async () => {
  const [panel] = await Promise.all([
    import('./area-error-panel.tsx'),
    addCataloguePart('areaErrors', areaErrorTexts),
  ]);
  return panel;
};

/** The panel and its texts load only once a page failed (docs/product/design.md §10 bundle budget). */
const AreaErrorPanel = lazy(loadAreaErrorPanel);

/**
 * Loads the panel and its texts ahead, for an area whose pages may be reached without a
 * network (the signed-in ones): there a page's script that cannot load falls back on the panel,
 * which could not load either, and the root's bare error page would show instead.
 */
export function preloadAreaErrorPanel(): void {
  void loadAhead(loadAreaErrorPanel);
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
