import { useEffect } from 'react';

/** The document title of a page: `<page> — Moqarana` (also used by the prerenderer). */
export const documentTitle = (page: string) => `${page} — Moqarana`;

/**
 * Sets the document title to `<page> — Moqarana` and, when given, the meta description (SEO
 * basics). Prerendered pages already carry both in their HTML.
 */
export function usePageTitle(page: string, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
    if (description)
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [page, description]);
}
