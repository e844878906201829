import { useIsFetching, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import {
  agencyRoles,
  isStaffRole,
  managerRoles,
  platformRoles,
  type Role,
} from '../domain/accounts/roles.ts';
import { areaError, preloadAreaErrorPanel, type AppArea } from './components/area-boundary.tsx';
import type { FlowFrameName, FramedHandle } from './components/layout/flow-frames.ts';
import { FooterOnlyLayout, PublicLayout } from './components/layout/layouts.tsx';
import { guidePages, legalPages } from './features/public-site/articles.ts';
import type { ArticleHandle } from './features/public-site/pages/article-page.tsx';
import { currentLanguage, setLanguage } from './i18n/index.ts';
import { addSignedInTexts } from './i18n/signed-in.ts';
import type { PageModule } from './lib/page-data.ts';
import { sessionQuery, useSession } from './lib/session.ts';
import { signInPath, useReturnToSignInWhenSessionLost } from './lib/session-lost.ts';
import { NotFoundPage, RouteErrorPage } from './features/public-site/pages/status-pages.tsx';

type Guard = 'driver' | 'staff' | 'signedIn' | readonly Role[];

/**
 * The texts of the area `who` guards: every signed-in area's, and the back office's except on
 * the driver's pages.
 */
function areaTexts(who: Guard): Promise<unknown> {
  return Promise.all([
    addSignedInTexts(),
    who === 'driver' ? null : import('./i18n/back-office-texts.ts'),
  ]);
}

/**
 * A route loader that lets the right people in (docs/product/specification.md §6; docs/product/design.md §1): a visitor on a driver
 * page goes to /login-page, on a back-office page to /adminLogin, and comes back after
 * sign-in. The server checks again on every API call. The area's texts load with it.
 */
function guard(queryClient: QueryClient, who: Guard) {
  return async ({ request }: LoaderFunctionArgs) => {
    const [user] = await Promise.all([queryClient.ensureQueryData(sessionQuery), areaTexts(who)]);
    const url = new URL(request.url);
    const forStaff = who !== 'driver' && who !== 'signedIn';
    if (!user) return redirect(signInPath(forStaff, url.pathname + url.search));
    const staff = isStaffRole(user.role);
    if (who === 'driver' && staff) return redirect('/dashboard');
    if (forStaff && !staff) return redirect('/accueil');
    if (Array.isArray(who) && !who.includes(user.role)) return redirect('/dashboard');
    return null;
  };
}

/**
 * Every page: applies the signed-in person's saved language (decision 0008) when the session
 * says it differs from the one on screen, and marks `<html data-app>` once the app runs.
 */
function RootLayout() {
  const { data: user } = useSession();
  const saved = user?.locale;
  useEffect(() => {
    if (saved && saved !== currentLanguage()) void setLanguage(saved, { remember: true });
  }, [saved]);
  // The page's controls are the app's from now on (web/public/hydrate.js stops handling them).
  useEffect(() => document.documentElement.setAttribute('data-app', ''), []);
  return <Outlet />;
}

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * A signed-in area: its pages may suspend while their data loads, and show toasts after
 * actions (sonner). Public pages never load the toaster's code (docs/product/design.md §10 bundle budget). A
 * session the server no longer accepts returns the person to their sign-in page.
 */
function GuardedOutlet() {
  useReturnToSignInWhenSessionLost();
  // The toaster and the area's error panel load once no query is fetching (the first page has
  // its data) and the browser has painted since (the page's content is on screen), not before:
  // neither then delays that content, even when its data came with the frame (early reads).
  // Toasts follow the person's actions, and one made before the toaster mounts shows when it
  // does (sonner replays the active ones); the panel is there for a page that cannot load
  // offline later.
  const [settled, setSettled] = useState(false);
  const [shown, setShown] = useState(false);
  const fetching = useIsFetching();
  if (!settled && fetching === 0) setSettled(true);
  useEffect(() => {
    if (!settled) return;
    // A frame's callback runs before the paint, a task it queues after it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [settled]);
  useEffect(() => {
    if (shown) preloadAreaErrorPanel();
  }, [shown]);
  return (
    <>
      <Suspense
        fallback={
          <p role="status" className="p-8 text-slate-600">
            …
          </p>
        }
      >
        <Outlet />
      </Suspense>
      {shown ? (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      ) : null}
    </>
  );
}

/** The back office's frame (sidebar, notifications), its own lazy chunk (docs/product/design.md §10). */
const backOfficeLayout = async () => ({
  Component: (await import('./features/back-office/components/back-office-layout.tsx'))
    .BackOfficeLayout,
});

type TablePageName =
  'PendingQuotesPage' | 'ProcessedQuotesPage' | 'ContractsPage' | 'AllQuotesPage' | 'RenewalsPage';

const tablePage = async (name: TablePageName) => ({
  default: (await import('./features/back-office/pages/quote-table-pages.tsx'))[name],
});

const LazyBackOfficeLayout = lazy(async () => ({ default: (await backOfficeLayout()).Component }));

/** /user-profile: in the back office's frame for staff, bare for drivers. */
function AccountFrame() {
  const { data: user } = useSession();
  if (!user || !isStaffRole(user.role)) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <LazyBackOfficeLayout />
    </Suspense>
  );
}

/**
 * A lazy page. A driver page whose module exports `pageData` gets a loader that starts that data
 * as soon as the page's code is there, beside the area's texts and before the page renders, and
 * waits for none of it (decision 0040).
 */
const lazyPage = (load: () => Promise<PageModule>, queryClient?: QueryClient) => async () => {
  const { default: Component, pageData } = await load();
  if (!pageData || !queryClient) return { Component };
  const loader = ({ request }: LoaderFunctionArgs) => {
    void pageData(queryClient, new URL(request.url));
    return null;
  };
  return { Component, loader };
};

/**
 * The handle of a public page: `prerender` marks it for build-time HTML; `seo` names its
 * title and description in the catalogue (`seo.<page>`); article pages name their article.
 */
export interface PublicHandle {
  prerender: true;
  seo?: 'home' | 'about' | 'services' | 'contact';
}

/** The browser's router over `createRoutes`, for the app in the page. */
export function createRouter(queryClient: QueryClient, routes = createRoutes(queryClient)) {
  return createBrowserRouter(routes);
}

/**
 * Every route of docs/product/specification.md §2, with its layout and guard. Pages load lazily, one chunk each. Routes
 * whose handle says `prerender` are rendered to HTML at build time (web/prerender.tsx).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /**
   * Routes of one area that fail alone (docs/ARCHITECTURE.md): a page that throws while
   * rendering, or whose loader, guard or script fails, gives way to the area's error panel
   * inside the layouts above these routes, instead of the root's error page replacing
   * everything. `framed` where no layout around them shows a header. The panel sits on a route
   * above the pages, never on a lazy page's own route: the router renders nothing below the
   * root for a matched route whose `lazy` failed, unless an ancestor holds the error.
   */
  const failAlone = (area: AppArea, children: RouteObject[], framed?: boolean): RouteObject => ({
    errorElement: areaError(area, framed),
    children,
  });
  /** A signed-in area; its pages fail alone, framed, where no layout of theirs comes first. */
  const only = (who: Guard, area: AppArea, children: RouteObject[]): RouteObject => ({
    loader: guard(queryClient, who),
    Component: GuardedOutlet,
    errorElement: areaError(area, true),
    children,
  });
  /** Inside a guarded area: narrows it to some roles, in the area's own frame and toaster. */
  const onlyRoles = (roles: readonly Role[], children: RouteObject[]): RouteObject => ({
    loader: guard(queryClient, roles),
    children,
  });
  const page = (
    path: string,
    load: () => Promise<PageModule>,
    frame?: FlowFrameName,
  ): RouteObject => ({
    path,
    lazy: lazyPage(load, queryClient),
    ...(frame ? { handle: { frame } satisfies FramedHandle } : {}),
  });
  const offerPage = () => import('./features/comparison/pages/offer-page.tsx');
  /** Step 2's chunk, which also holds /renouvellement (same claim-history questions). */
  const driverStepPage = () => import('./features/quote-flow/pages/driver-page.tsx');
  const articlePage = () => import('./features/public-site/pages/article-page.tsx');
  const publicPage = (
    path: string,
    seo: PublicHandle['seo'],
    load: () => Promise<{ default: React.ComponentType }>,
  ): RouteObject =>
    failAlone('publicSite', [
      { path, handle: { prerender: true, seo } satisfies PublicHandle, lazy: lazyPage(load) },
    ]);
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: () => null,
      children: [
        { index: true, element: <Navigate to="/accueil" replace /> },
        {
          element: <PublicLayout hero="home" />,
          children: [
            publicPage(
              'accueil',
              'home',
              () => import('./features/public-site/pages/home-page.tsx'),
            ),
          ],
        },
        {
          element: <PublicLayout hero="about" />,
          children: [
            publicPage(
              'apropos',
              'about',
              () => import('./features/public-site/pages/about-page.tsx'),
            ),
          ],
        },
        {
          element: <PublicLayout hero="services" />,
          children: [
            publicPage(
              'services',
              'services',
              () => import('./features/public-site/pages/services-page.tsx'),
            ),
          ],
        },
        {
          element: <PublicLayout hero="contact" />,
          children: [
            publicPage(
              'contact',
              'contact',
              () => import('./features/public-site/pages/contact-page.tsx'),
            ),
          ],
        },
        failAlone(
          'account',
          [
            page('login-page', () => import('./features/auth/pages/login-page.tsx')),
            page('adminLogin', () => import('./features/auth/pages/admin-login-page.tsx')),
            page('registration', () => import('./features/auth/pages/registration-page.tsx')),
            page(
              'mot-de-passe-oublie',
              () => import('./features/auth/pages/forgot-password-page.tsx'),
            ),
            page(
              'nouveau-mot-de-passe',
              () => import('./features/auth/pages/reset-password-page.tsx'),
            ),
            page('confirmer-email', () => import('./features/auth/pages/confirm-email-page.tsx')),
          ],
          true,
        ),
        only('driver', 'quoteJourney', [
          page('Vehicule', () => import('./features/quote-flow/pages/vehicle-page.tsx'), 'vehicle'),
          page('user', driverStepPage, 'driver'),
          page(
            'choix-garantie',
            () => import('./features/quote-flow/pages/guarantees-page.tsx'),
            'guarantees',
          ),
          page('pageAttente', () => import('./features/comparison/pages/waiting-page.tsx')),
          page('confirmation', () => import('./features/comparison/pages/confirmation-page.tsx')),
          page('survey-form', () => import('./features/comparison/pages/survey-page.tsx')),
          {
            element: <PublicLayout />,
            children: [
              failAlone('quoteJourney', [
                page('mes-devis', () => import('./features/comparison/pages/my-quotes-page.tsx')),
                {
                  path: 'renouvellement',
                  lazy: async () => ({ Component: (await driverStepPage()).RenewalPage }),
                },
              ]),
            ],
          },
          {
            element: <FooterOnlyLayout />,
            children: [
              page(
                'compagnie-page',
                () => import('./features/comparison/pages/company-page.tsx'),
                'comparison',
              ),
              page('offre-page', offerPage, 'offer'),
              page('Offre', offerPage, 'offer'),
            ],
          },
        ]),
        only('signedIn', 'account', [
          {
            Component: AccountFrame,
            children: [
              page('user-profile', () => import('./features/account/pages/user-profile-page.tsx')),
            ],
          },
        ]),
        only('staff', 'backOffice', [
          { path: 'dashboard-admin', element: <Navigate to="/dashboard" replace /> },
          { path: 'test', element: <Navigate to="/dashboard" replace /> },
          {
            lazy: backOfficeLayout,
            children: [
              failAlone('backOffice', [
                page('dashboard', () => import('./features/back-office/pages/dashboard-page.tsx')),
                page(
                  'votre-travail',
                  () => import('./features/back-office/pages/activity-page.tsx'),
                ),
                page(
                  'notifications',
                  () => import('./features/back-office/pages/activity-feed-page.tsx'),
                ),
                onlyRoles(agencyRoles, [
                  page('devis-attente', () => tablePage('PendingQuotesPage')),
                  page('devis-traite', () => tablePage('ProcessedQuotesPage')),
                  page('contrats-confirmes', () => tablePage('ContractsPage')),
                  page('tableDevis-Global', () => tablePage('AllQuotesPage')),
                  page('renouvellements', () => tablePage('RenewalsPage')),
                  page(
                    'user-info/:quoteId',
                    () => import('./features/back-office/pages/quote-info-page.tsx'),
                  ),
                  page(
                    'prix-info/:quoteId/:guaranteeChoiceId',
                    () => import('./features/back-office/pages/price-page.tsx'),
                  ),
                ]),
                onlyRoles(managerRoles, [
                  page(
                    'gestion-comptes',
                    () => import('./features/back-office/pages/staff-page.tsx'),
                  ),
                  page('bareme', () => import('./features/back-office/pages/tariff-page.tsx')),
                  page(
                    'performance',
                    () => import('./features/back-office/pages/performance-page.tsx'),
                  ),
                  page(
                    'horaires',
                    () => import('./features/back-office/pages/opening-hours-page.tsx'),
                  ),
                ]),
                onlyRoles(platformRoles, [
                  page('agences', () => import('./features/back-office/pages/agencies-page.tsx')),
                  page('messages', () => import('./features/back-office/pages/messages-page.tsx')),
                ]),
              ]),
            ],
          },
        ]),
        {
          element: <PublicLayout />,
          children: [
            failAlone(
              'publicSite',
              [...guidePages, ...legalPages].map(([path, article]): RouteObject => ({
                path: path.slice(1),
                handle: { prerender: true, article } satisfies PublicHandle & ArticleHandle,
                lazy: lazyPage(articlePage),
              })),
            ),
            {
              path: '*',
              Component: NotFoundPage,
              handle: { prerender: true } satisfies PublicHandle,
            },
          ],
        },
      ],
    },
  ];
}
