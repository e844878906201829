import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { ApiError } from './lib/api-client.ts';
import { i18next } from './i18n/index.ts';
import { sessionKeys } from './lib/session.ts';

/**
 * The app's query client: a 4xx is not retried (it will not change); a network failure is.
 *
 * A write is sent when the person presses, or fails at once: without a network, TanStack's
 * default (`networkMode: 'online'`) would hold it paused, its button spinning, and send it
 * unseen once the network is back (a driver's choice of an offer made on their behalf later).
 * `'always'` sends it now; offline the request fails at once with the network error
 * (`isNetworkError`), which the form shows, and nothing was sent.
 *
 * Some answers carry texts the server wrote in the request's language (a fuel, a city, a
 * status in the back office's tables; `Accept-Language`, web/lib/api-client.ts). A switch of
 * language marks every answer stale, so what is on screen is fetched again in the new language
 * instead of staying in the old one until its next refetch (all but the session's).
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
  // Not the session: it holds no text in a language, and its saved language is what the
  // selector writes once the account has it. Fetched again during a switch, it could come back
  // with the language being replaced, and RootLayout would switch back to it.
  // Only a switch to another language: the page's own, applied once its texts have loaded
  // (main.tsx), may come after a page's data was read in it (decision 0040), and must not read
  // that data again.
  let shown = i18next.language;
  i18next.on('languageChanged', (language) => {
    if (language === shown) return;
    shown = language;
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
    });
  });
  return queryClient;
}

/**
 * What wraps the router in the browser and in the prerenderer alike, so that a prerendered
 * page and its hydration render the same tree.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
