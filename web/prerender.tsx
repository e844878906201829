import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import type { Language } from '../domain/languages.ts';
import { AppProviders } from './app-providers.tsx';
import type { Article, ArticleKey } from './features/public-site/articles.ts';
import { i18next, setLanguage } from './i18n/index.ts';
import { addSignedInTexts } from './i18n/signed-in.ts';
import {
  flowFrames,
  type FlowFrameName,
  type FramedHandle,
} from './components/layout/flow-frames.ts';
import { earlyReadsByPath } from './early-reads.ts';
import { FlowPageFrame } from './components/layout/flow-page.tsx';
import { documentTitle } from './lib/use-page-title.ts';
import { createRoutes, type PublicHandle } from './router.tsx';

/*
 * Build-time rendering of the public pages (docs/product/design.md §10: LCP ≤ 1.5 s needs their HTML ready).
 * Loaded by scripts/prerender.ts through Vite; the browser hydrates the result (main.tsx).
 */

/** The head of a page: document title and meta description. */
export interface PageHead {
  title: string;
  description: string;
}

/** A page rendered to HTML, with its head tags. */
export interface PrerenderedPage extends PageHead {
  html: string;
}

/** The head and the splash label of the client-rendered pages' shell, in `language`. */
export async function shellHead(language: Language): Promise<PageHead & { loading: string }> {
  await setLanguage(language, { remember: false });
  return {
    title: documentTitle(i18next.t('seo.home.title')),
    description: i18next.t('seo.home.description'),
    loading: i18next.t('common.loading'),
  };
}

/**
 * Route paths of the app: every pattern, the concrete paths to prerender, and the quote-flow
 * pages whose frame is prerendered (their route's `FramedHandle`), with whether their content
 * is the data the app reads: the pages with early reads (web/early-reads.ts).
 */
export function routeInventory(): {
  patterns: string[];
  prerender: string[];
  framed: { path: string; frame: FlowFrameName; contentFromData: boolean }[];
} {
  const patterns: string[] = [];
  const prerender: string[] = [];
  const framed: { path: string; frame: FlowFrameName; contentFromData: boolean }[] = [];
  const walk = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
      if (route.path && route.path !== '*') {
        patterns.push(path);
        const handle = route.handle as Partial<PublicHandle & FramedHandle> | undefined;
        if (handle?.prerender) prerender.push(path);
        if (handle?.frame)
          framed.push({ path, frame: handle.frame, contentFromData: path in earlyReadsByPath });
      }
      if (route.children) walk(route.children, path);
    }
  };
  walk(createRoutes(new QueryClient()), '');
  return { patterns, prerender, framed };
}

type PageHandle = Partial<PublicHandle> & { article?: ArticleKey };

function headOf(handle: PageHandle | undefined): { title: string; description: string } {
  const t = i18next.t;
  if (handle?.article) {
    const article = t(handle.article, { returnObjects: true }) as Article;
    return { title: article.title, description: article.description };
  }
  const seo = handle?.seo ?? 'notFound';
  return { title: t(`seo.${seo}.title`), description: t(`seo.${seo}.description`) };
}

/**
 * Renders `path` as a visitor without a session sees it, in `language`.
 * @throws Error when the path redirects instead of rendering (not a public page).
 */
export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  await setLanguage(language, { remember: false });
  const queryClient = new QueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const head = headOf(context.matches.at(-1)?.route.handle as PageHandle | undefined);
  return { html, title: documentTitle(head.title), description: head.description };
}

/**
 * Renders the frame of the quote-flow page at `path` in `language` (logo, progress, title and
 * "Chargement…", FlowPageFrame): what the page shows while its data loads (FramedSuspense), so
 * the app replaces it with the same frame (docs/product/design.md §10: the page's frame
 * prerendered, data after; decision 0039).
 */
export async function renderFrame(
  path: string,
  frame: FlowFrameName,
  language: Language,
): Promise<PrerenderedPage> {
  await addSignedInTexts();
  await setLanguage(language, { remember: false });
  const queryClient = new QueryClient();
  const handler = createStaticHandler([
    { path, handle: { frame } satisfies FramedHandle, element: <FlowPageFrame /> },
  ]);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path}: its frame did not render`);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  return {
    html,
    title: documentTitle(i18next.t(flowFrames[frame].title)),
    description: i18next.t('seo.home.description'),
  };
}
