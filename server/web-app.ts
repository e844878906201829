import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Negotiator from 'negotiator';
import { z } from 'zod';
import {
  defaultLanguage,
  isLanguage,
  languageCookie,
  languages,
  type Language,
} from '../domain/languages.ts';
import { sameSitePath } from '../domain/same-site-path.ts';
import type { Database } from './db/client.ts';
import { setAccountLocale } from './modules/accounts/accounts.service.ts';

/** What scripts/prerender.ts writes to dist/route-manifest.json. */
const manifestSchema = z.object({
  languages: z.array(z.enum(languages)).min(1),
  /** Every route pattern of the web app (`/user-info/:quoteId`…). */
  patterns: z.array(z.string()),
  /** Public paths with a prerendered page in dist/pages/<language>/. */
  prerendered: z.array(z.string()),
  /** Quote-flow paths with their prerendered frame in dist/pages/<language>/. */
  framed: z.array(z.string()).default([]),
});

const noCache = 'no-cache';

/**
 * Serves the built web app (docs/product/design.md §2, §10):
 * - hashed assets, cached for a year; brotli or gzip copies when the browser accepts them;
 * - each public page as its prerendered HTML in the visitor's language, which the browser
 *   hydrates, and each quote-flow page as its prerendered frame, which the app replaces;
 * - every other route of the app as the client-rendered shell (with the splash), in that
 *   language too;
 * - any other path as the 404 page with status 404;
 * - /sitemap.xml and /robots.txt for the public pages, with absolute URLs from `publicUrl`.
 * Without dist/route-manifest.json (a build older than the prerenderer), every path gets the shell.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { root: string; publicUrl: string },
): Promise<void> {
  const { root, publicUrl } = options;
  const manifestFile = join(root, 'route-manifest.json');
  const manifest = existsSync(manifestFile)
    ? manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : null;

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (path) => !path.startsWith('/pages/') && path !== '/route-manifest.json',
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : noCache,
      );
    },
  });

  const built = manifest?.languages ?? [defaultLanguage];
  const prerendered = new Set([...(manifest?.prerendered ?? []), ...(manifest?.framed ?? [])]);
  /**
   * The page's language (decision 0008): the visitor's choice (cookie), else the browser's
   * preference (Accept-Language), else French. The same URL serves every language.
   */
  const languageOf = (request: FastifyRequest): Language => {
    const chosen = request.cookies[languageCookie];
    if (isLanguage(chosen) && built.includes(chosen)) return chosen;
    const [preferred] = new Negotiator({
      headers: { 'accept-language': request.headers['accept-language'] ?? '' },
    }).languages([...built]);
    return isLanguage(preferred) ? preferred : defaultLanguage;
  };
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, name: string) => {
    const language = languageOf(request);
    return reply
      .header('cache-control', noCache)
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', language)
      .sendFile(manifest ? `pages/${language}/${name}.html` : 'index.html');
  };

  app.get('/', (_request, reply) => reply.redirect('/accueil'));
  for (const pattern of manifest?.patterns ?? []) {
    app.get(pattern, (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      return sendHtml(request, reply, prerendered.has(path) ? path.slice(1) : '_shell');
    });
  }
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/'))
      return reply.callNotFound();
    return sendHtml(request, manifest ? reply.code(404) : reply, '404');
  });

  if (!manifest) return;
  const publicPaths = manifest.prerendered;
  app.get('/sitemap.xml', (_request, reply) => {
    const urls = publicPaths
      .map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
}

/** How long the language choice is remembered, in seconds (one year, as the app's own cookie). */
const languageCookieMaxAge = 31_536_000;

/**
 * GET /api/language?lang=ar&next=/services — the language selector without JavaScript (a GET
 * form of the navigation bar; decision 0008): remembers the language in the `mq.lang` cookie,
 * as the app does, and sends the browser back (303) to `next`, a path of this site only
 * (domain/same-site-path.ts; anything else goes to /accueil). A signed-in person's choice is
 * also saved on their account, as the app's selector does, so that the app keeps it once it
 * starts — only for a request from this site's own pages (`Sec-Fetch-Site: same-origin`), so
 * that a link on another site cannot change an account. An unknown language is a 400 and
 * changes nothing.
 */
export const languageSwitchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/language',
    {
      schema: {
        querystring: z.strictObject({
          lang: z.enum(languages, { error: 'invalidValue' }),
          next: z.string().optional(),
        }),
        response: { 303: z.void().describe('Back to `next`, a same-site path.') },
        tags: ['accounts'],
      },
    },
    async (request, reply) => {
      const { lang, next } = request.query;
      const actor = request.actor;
      if (actor && request.headers['sec-fetch-site'] === 'same-origin') {
        await setAccountLocale(db, actor.userId, lang);
      }
      return reply
        .header('cache-control', 'no-store')
        .setCookie(languageCookie, lang, {
          path: '/',
          maxAge: languageCookieMaxAge,
          sameSite: 'lax',
        })
        .redirect(sameSitePath(next, '/accueil'), 303);
    },
  );
};
