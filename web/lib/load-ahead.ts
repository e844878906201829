/** Waits before trying a failed download again, in milliseconds: the first, second, then every later. */
const retryDelays = [5_000, 15_000, 60_000];

/** One load under way or done per loader, so that callers share it instead of each retrying. */
const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * Loads code a page will want later (a preload, or a part it shows without waiting for it)
 * so that a network cut does not fail it for good: a download that fails is tried again when
 * the browser is next back online, or after 5 s, 15 s, then every 60 s, whichever comes first
 * (a network that fails without the browser saying it is offline). The promise resolves with
 * the module once it has come and never rejects, so nothing is left unhandled and nothing the
 * page shows fails meanwhile; every call with the same `load` shares it.
 *
 * Browsers that follow the current HTML standard (Chromium, Firefox) download again, on the
 * next import, a script whose download failed, and keep failed only a module whose own code
 * failed to run (a top-level await that rejected): so `load` must not await at top level
 * what may fail. Older browsers keep the failed download too: there the retries fail until a
 * reload.
 *
 * Only for what may come late: a page that needs the code to show uses the import itself,
 * whose failure shows the area's error panel (web/components/area-boundary.tsx).
 */
export function loadAhead<T>(load: () => Promise<T>): Promise<T> {
  let loading = loads.get(load) as Promise<T> | undefined;
  if (!loading) {
    loading = attempt(load, 0);
    loads.set(load, loading);
  }
  return loading;
}

function attempt<T>(load: () => Promise<T>, failures: number): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve(attempt(load, failures + 1));
        };
        window.addEventListener('online', again);
        const timer = setTimeout(again, retryDelays[Math.min(failures, retryDelays.length - 1)]);
      }),
  );
}
