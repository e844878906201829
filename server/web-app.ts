import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

/** What scripts/prerender.ts writes to dist/route-manifest.json. */
const manifestSchema = z.object({
  languages: z.array(z.string()).min(1),
  /** Every route pattern of the web app (`/user-info/:quoteId`…). */
  patterns: z.array(z.string()),
  /** Public paths with a prerendered page in dist/pages/<language>/. */
  prerendered: z.array(z.string()),
});

const noCache = 'no-cache';

/**
 * Serves the built web app (DESIGN.md §2, §10):
 * - hashed assets, cached for a year; brotli or gzip copies when the browser accepts them;
 * - each public page as its prerendered HTML, which the browser hydrates;
 * - every other route of the app as the client-rendered shell (index.html with the splash);
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

  const language = manifest?.languages[0] ?? 'fr';
  const prerendered = new Set(manifest?.prerendered ?? []);
  const sendShell = (reply: FastifyReply) =>
    reply.header('cache-control', noCache).sendFile('index.html');
  const sendPage = (reply: FastifyReply, path: string) =>
    reply.header('cache-control', noCache).sendFile(`pages/${language}${path}.html`);

  app.get('/', (_request, reply) => reply.redirect('/accueil'));
  for (const pattern of manifest?.patterns ?? []) {
    app.get(pattern, (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      return prerendered.has(path) ? sendPage(reply, path) : sendShell(reply);
    });
  }
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/'))
      return reply.callNotFound();
    if (!manifest) return sendShell(reply);
    return sendPage(reply.code(404), '/404');
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
