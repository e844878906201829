import './app.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app-providers.tsx';
import { createRouter, createRoutes } from './router.tsx';
import { documentLanguage, setLanguage } from './i18n/index.ts';

// The texts of the page's language, before the first render.
const texts = setLanguage(documentLanguage(), { remember: false });

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

if (root.dataset.prerendered !== undefined) {
  await texts;
  // A prerendered public page (docs/product/design.md §10): load the matched routes' lazy modules first, so
  // the first render equals the HTML already on screen, then hydrate it.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  hydrateRoot(
    root,
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createRouter(queryClient, routes)} />
    </AppProviders>,
  );
} else {
  // The router starts at once, beside the texts: its guard reads the session and loads the
  // area's texts, and the page's code loads, while the base texts arrive (on a phone's network,
  // each step that waits for another costs a round trip before the page can show).
  const router = createRouter(queryClient, routes);
  await texts;
  if (root.dataset.frame !== undefined) {
    // A quote-flow page's prerendered frame (web/prerender.tsx): it stays until the router has
    // run its guard and loaded the page's code, so the first render replaces it with the page,
    // or with the same frame while the page's data loads, never with an empty screen.
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  const app = createRoot(root);
  // A transition: React renders the page in slices of a few milliseconds, yielding to the
  // browser between them, instead of one task that blocks a phone's main thread for most of a
  // second (docs/product/design.md §10: Lighthouse counts such tasks as blocking time); what is
  // on screen (the frame, or the shell's splash) stays until the page is ready.
  startTransition(() =>
    app.render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
}
