/**
 * Loads code a page will want later (a preload, or a part it shows without waiting for it)
 * so that a network cut does not fail it for good: a download that fails is tried again when
 * the browser is next back online, until it succeeds. The promise resolves with the module
 * once it has come and never rejects, so nothing is left unhandled and nothing the page shows
 * fails meanwhile. A browser downloads again a script whose download failed on the next
 * import (it keeps failed only a module whose own code failed to run).
 *
 * Only for what may come late: a page that needs the code to show uses the import itself,
 * whose failure shows the area's error panel (web/components/area-boundary.tsx).
 */
export function loadAhead<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => resolve(loadAhead(load)), { once: true });
      }),
  );
}
