import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true once the app runs (at
 * once for a page the app renders itself). Controls that need the app use it to look and be
 * disabled until then, so that no click is swallowed before the app has started (docs/product/design.md §10
 * prerendered pages); the first render still matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
