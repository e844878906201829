import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { ApiError } from './lib/api-client.ts';
import { i18next } from './i18n/index.ts';

/**
 * The app's query client: a 4xx is not retried (it will not change); a network failure is.
 *
 * Some answers carry texts the server wrote in the request's language (a fuel, a city, a
 * status in the back office's tables; `Accept-Language`, web/lib/api-client.ts). A switch of
 * language marks every answer stale, so what is on screen is fetched again in the new language
 * instead of staying in the old one until its next refetch.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  i18next.on('languageChanged', () => void queryClient.invalidateQueries());
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
