import { useEffect } from 'react';

/** Sets the document title to `<page> — Moqarana`. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} — Moqarana`;
  }, [page]);
}
