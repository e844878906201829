import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

/*
 * How the server answers page requests (docs/product/design.md §10): a built app in a temporary folder, shaped
 * as scripts/prerender.ts writes it, served by registerWebApp alone.
 */

let root: string;
let app: FastifyInstance;

const write = (path: string, content: string | Buffer) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mq-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  write('index.html', '<div id="root">shell</div>');
  write('pages/fr/_shell.html', '<html lang="fr">shell</html>');
  write('pages/ar/_shell.html', '<html lang="ar" dir="rtl">shell</html>');
  write('pages/ar/accueil.html', '<h1>الرئيسية</h1>');
  write('pages/en/accueil.html', '<h1>Home</h1>');
  write('assets/index-abc123.js', script);
  write('assets/index-abc123.js.gz', gzipSync(script));
  write('pages/fr/accueil.html', '<h1>Accueil prérendu</h1>');
  write('pages/fr/assurance-auto/sinistre/vol.html', '<h1>Vol</h1>');
  write('pages/fr/404.html', '<h1>Page introuvable</h1>');
  write('pages/fr/choix-garantie.html', '<div id="root" data-frame>Cadre Choix de Garantie</div>');
  write('pages/ar/choix-garantie.html', '<div id="root" data-frame>إطار اختيار الضمان</div>');
  write(
    'route-manifest.json',
    JSON.stringify({
      languages: ['fr', 'en', 'ar'],
      patterns: [
        '/accueil',
        '/assurance-auto/sinistre/vol',
        '/Vehicule',
        '/user-info/:quoteId',
        '/choix-garantie',
      ],
      prerendered: ['/accueil', '/assurance-auto/sinistre/vol'],
      framed: ['/choix-garantie'],
    }),
  );
  app = Fastify();
  await app.register(fastifyCookie);
  await registerWebApp(app, { root, publicUrl: 'https://moqarana.example' });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it('sends a public page its prerendered HTML, revalidated on each visit', async () => {
    for (const [url, text] of [
      ['/accueil', 'Accueil prérendu'],
      ['/accueil?utm_source=x', 'Accueil prérendu'],
      ['/assurance-auto/sinistre/vol', 'Vol'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(text);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers in the chosen language, else the browser’s, else French (decision 0008)', async () => {
    const cases = [
      [{ cookie: 'mq.lang=ar' }, 'الرئيسية', 'ar'],
      [{ 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' }, 'Home', 'en'],
      [{ 'accept-language': 'ar-MA', cookie: 'mq.lang=en' }, 'Home', 'en'],
      [{ 'accept-language': 'de-DE' }, 'Accueil prérendu', 'fr'],
      [{ cookie: 'mq.lang=xx' }, 'Accueil prérendu', 'fr'],
    ] as const;
    for (const [headers, text, language] of cases) {
      const response = await get('/accueil', headers);
      expect(response.body).toContain(text);
      expect(response.headers['content-language']).toBe(language);
      expect(response.headers.vary).toMatch(/^Cookie, Accept-Language/);
    }
    expect((await get('/Vehicule', { cookie: 'mq.lang=ar' })).body).toContain('dir="rtl"');
  });

  it('sends the other app routes the client shell, and / to /accueil', async () => {
    for (const url of ['/Vehicule', '/user-info/1f0c']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('shell');
    }
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/accueil');
  });

  it('sends a quote-flow page its prerendered frame, in the visitor’s language', async () => {
    for (const [url, headers, text] of [
      ['/choix-garantie', {}, 'Cadre Choix de Garantie'],
      ['/choix-garantie?devis=1f0c', {}, 'Cadre Choix de Garantie'],
      ['/choix-garantie', { cookie: 'mq.lang=ar' }, 'إطار اختيار الضمان'],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(text);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // A frame is no public page: the sitemap leaves it out.
    expect((await get('/sitemap.xml')).body).not.toContain('choix-garantie');
  });

  it('answers an unknown path with the 404 page and status 404, and API paths in JSON', async () => {
    const page = await get('/nulle-part');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page introuvable');
    expect((await get('/api/nope')).headers['content-type']).toMatch(/json/);
  });

  it('serves hashed assets compressed when accepted, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBeLessThan(4000);
  });

  it('does not expose the prerender folder or the route manifest as files', async () => {
    expect((await get('/pages/fr/accueil.html')).statusCode).toBe(404);
    expect((await get('/route-manifest.json')).statusCode).toBe(404);
  });

  it('lists the public pages in the sitemap with absolute URLs, and points robots to it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>https://moqarana.example/accueil</loc>');
    expect(sitemap.body).toContain(
      '<loc>https://moqarana.example/assurance-auto/sinistre/vol</loc>',
    );
    expect(sitemap.body).not.toContain('Vehicule');
    expect((await get('/robots.txt')).body).toContain(
      'Sitemap: https://moqarana.example/sitemap.xml',
    );
  });
});
