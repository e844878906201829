import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { isStaffRole } from '../domain/roles.ts';
import { FooterOnlyLayout, PublicLayout, SiteLayout } from './components/layout/layouts.tsx';
import { sessionQuery } from './features/auth/api/session.ts';
import {
  ComingSoonPage,
  NotFoundPage,
  RouteErrorPage,
} from './features/public-site/pages/status-pages.tsx';

type Guard = 'driver' | 'staff' | 'signedIn';

/**
 * A route loader that lets the right people in (spec §6; DESIGN.md §1): a visitor on a driver
 * page goes to /login-page, on a back-office page to /adminLogin, and comes back after
 * sign-in. The server checks again on every API call.
 */
function guard(queryClient: QueryClient, who: Guard) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    const url = new URL(request.url);
    const next = `?next=${encodeURIComponent(url.pathname + url.search)}`;
    if (!user) return redirect(`${who === 'staff' ? '/adminLogin' : '/login-page'}${next}`);
    const staff = isStaffRole(user.role);
    if (who === 'driver' && staff) return redirect('/dashboard');
    if (who === 'staff' && !staff) return redirect('/accueil');
    return null;
  };
}

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const soon = (path: string): RouteObject => ({ path, Component: ComingSoonPage });

/** Every route of spec §2, with its layout and guard. Pages load lazily, one chunk each. */
export function createRouter(queryClient: QueryClient) {
  const only = (who: Guard, children: RouteObject[]): RouteObject => ({
    loader: guard(queryClient, who),
    children,
  });
  return createBrowserRouter([
    {
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, element: <Navigate to="/accueil" replace /> },
        {
          element: <SiteLayout hero="home" />,
          children: [
            {
              path: 'accueil',
              lazy: lazyPage(() => import('./features/public-site/pages/home-page.tsx')),
            },
          ],
        },
        { element: <SiteLayout hero="about" />, children: [soon('apropos')] },
        { element: <SiteLayout hero="services" />, children: [soon('services')] },
        { element: <SiteLayout hero="contact" />, children: [soon('contact')] },
        {
          path: 'login-page',
          lazy: lazyPage(() => import('./features/auth/pages/login-page.tsx')),
        },
        {
          path: 'adminLogin',
          lazy: lazyPage(() => import('./features/auth/pages/admin-login-page.tsx')),
        },
        soon('registration'),
        only('driver', [
          soon('Vehicule'),
          soon('user'),
          soon('choix-garantie'),
          soon('pageAttente'),
          soon('confirmation'),
          soon('survey-form'),
          soon('mes-devis'),
          {
            element: <FooterOnlyLayout />,
            children: [soon('compagnie-page'), soon('offre-page'), soon('Offre')],
          },
        ]),
        only('signedIn', [
          {
            path: 'user-profile',
            lazy: lazyPage(() => import('./features/account/pages/user-profile-page.tsx')),
          },
        ]),
        only('staff', [
          soon('dashboard'),
          { path: 'dashboard-admin', element: <Navigate to="/dashboard" replace /> },
          { path: 'test', element: <Navigate to="/dashboard" replace /> },
          soon('devis-attente'),
          soon('devis-traite'),
          soon('contrats-confirmes'),
          soon('tableDevis-Global'),
          soon('user-info/:quoteId'),
          soon('prix-info/:quoteId/:guaranteeChoiceId'),
        ]),
        {
          element: <PublicLayout />,
          children: [
            soon('mentions-legales'),
            soon('confidentialite'),
            soon('classement'),
            soon('cgu'),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ]);
}
