import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
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
import { areaError, type AppArea } from './components/area-boundary.tsx';
import { guard, GuardedOutlet, type Guard } from './components/guarded-area.tsx';
import type { FlowFrameName, FramedHandle } from './components/layout/flow-frames.ts';
import { FooterOnlyLayout, PublicLayout } from './components/layout/layouts.tsx';
import { guidePages, legalPages } from './features/public-site/articles.ts';
import type { ArticleHandle } from './features/public-site/pages/article-page.tsx';
import { currentLanguage, setLanguage } from './i18n/index.ts';
import type { PageModule } from './lib/page-data.ts';
import { useNewPageAtTop } from './lib/use-new-page-at-top.ts';
import { useSession } from './lib/session.ts';
import { NotFoundPage, RouteErrorPage } from './features/public-site/pages/status-pages.tsx';

/**
 * Every page: applies the signed-in person's saved language (decision 0008) when the session
 * says it differs from the one on screen, marks `<html data-app>` once the app runs, and opens
 * a new page at its top (useNewPageAtTop).
 */
function RootLayout() {
  useNewPageAtTop();
  const { data: user } = useSession();
  const saved = user?.locale;
  useEffect(() => {
    if (saved && saved !== currentLanguage()) void setLanguage(saved, { remember: true });
  }, [saved]);
  // The page's controls are the app's from now on (web/public/hydrate.js stops handling them).
  useEffect(() => document.documentElement.setAttribute('data-app', ''), []);
  return <Outlet />;
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
