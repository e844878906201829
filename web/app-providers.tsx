import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ApiError } from './lib/api-client.ts';

// Toasts follow actions, never the first paint: their code loads after the page.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const noSubscription = () => () => {};

/** Renders its children in the browser only, once hydrated (nothing in prerendered HTML). */
function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? children : null;
}

/** The app's query client: a 4xx is not retried (it will not change); a network failure is. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
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
      <QueryClientProvider client={queryClient}>
        {children}
        <AfterHydration>
          <Suspense fallback={null}>
            <Toaster position="top-center" richColors closeButton />
          </Suspense>
        </AfterHydration>
      </QueryClientProvider>
    </StrictMode>
  );
}
