import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer, minify } from 'vite';
import { directionOf, languages, type Language } from '../domain/languages.ts';
import type * as PrerenderEntry from '../web/prerender.tsx';

/*
 * Post-build step of `npm run build` (docs/product/design.md §10: public pages arrive prerendered):
 * 1. renders every public page to HTML (dist/pages/<language>/<path>.html, and 404.html),
 *    with its title and meta description, for the server to send and the browser to hydrate,
 *    and the frame of each quote-flow page (same place), for the app to replace; a data page's
 *    frame (the comparison, the offer) also preloads every script its first render runs, from
 *    Vite's manifest (dist/.vite/manifest.json, removed once read);
 * 2. writes dist/route-manifest.json: the app's route patterns (the server answers 404 for any
 *    other path), the prerendered paths (for the sitemap) and the framed ones;
 * 3. minifies web/public/hydrate.js, which Vite copies as written (with its comments), since it
 *    is every prerendered page's first script;
 * 4. writes a gzip and a brotli copy of every text file, which the server sends to browsers
 *    that accept them.
 */

const dist = 'dist';
/** Vite's manifest of the build (vite.config.ts `build.manifest`), read here and then removed. */
const manifestFile = join(dist, '.vite', 'manifest.json');

const vite = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const entry = (await vite.ssrLoadModule('/prerender.tsx')) as typeof PrerenderEntry;
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const { patterns, prerender, framed } = entry.routeInventory();

  const escape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  // The app's scripts start after the first paint (web/public/hydrate.js): the prerendered
  // HTML shows without waiting for them. A public page starts them when the visitor acts, a
  // quote-flow page's frame at once after that paint (`data-start="painted"`).
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entryScript) throw new Error('index.html has no module script');
  // The comparison's and the offer's reads (web/early-reads.ts), which hydrate.js starts as
  // soon as it runs: a module of the app's first ones (app-core imports it), found by its name.
  const earlyReads = preloads
    .map((match) => match[1] ?? '')
    .find((href) => /\/early-reads-[\w-]+\.js$/.test(href));
  if (!earlyReads) throw new Error('index.html preloads no early-reads module');
  const deferredStart = (start: 'intent' | 'painted', appFirst = false) =>
    `<script async src="/hydrate.js" data-entry="${entryScript[1]}" data-preload="${preloads.map((m) => m[1]).join(' ')}"${start === 'painted' ? ' data-start="painted"' : ''}${appFirst ? ` data-early="${earlyReads}"` : ''}></script>`;
  // A frame whose content is the data the app reads (the comparison, the offer) needs the app
  // at once: the largest of its modules (the framework, most of its bytes) starts downloading
  // with the HTML, at low priority so the stylesheet and the frame's first paint keep the
  // network first, instead of once hydrate.js has come and the frame has painted; it runs only
  // when hydrate.js starts the app. The step forms' frames, which are their first content,
  // start nothing early: Lighthouse counts such a download in the paint it precedes
  // (docs/decisions/0046).
  const largestPreload = preloads
    .map((match) => match[1] ?? '')
    .reduce((largest, href) =>
      statSync(join(dist, href)).size > statSync(join(dist, largest)).size ? href : largest,
    );
  const earlyDownload = `<link rel="modulepreload" fetchpriority="low" crossorigin href="${largestPreload}">`;

  // A data page's content is the data the app reads (web/early-reads.ts): it shows only once
  // the app's first modules, the page's and the texts have run. Started one after another (the
  // entry, then its router asks for the page, whose guard asks for the texts), they cost a phone
  // two round trips after the framework, which the frame's HTML saves by preloading them all
  // at low priority behind the framework and the early reads: the same bytes, each once
  // (docs/decisions/0047).
  const chunks = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  /** The scripts `key` (a source module, or a chunk of the manifest) needs, its own first. */
  const scriptsOf = (key: string, into: Set<string>): Set<string> => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) scriptsOf(imported, into);
    return into;
  };
  /** Each data page's module, as router.tsx imports it (paths from web/). */
  const dataPageModules: Record<string, string> = {
    '/compagnie-page': 'features/comparison/pages/company-page.tsx',
    '/offre-page': 'features/comparison/pages/offer-page.tsx',
    '/Offre': 'features/comparison/pages/offer-page.tsx',
  };
  /**
   * The texts of a signed-in page's first render in `language`: the base texts
   * (web/i18n/index.ts), the messages, the signed-in area's texts and the packs
   * (web/i18n/signed-in.ts).
   */
  const signedInTexts = (language: Language) => [
    `i18n/${language}.ts`,
    `../domain/messages/${language}.ts`,
    `i18n/${language}/signed-in-texts.ts`,
    `i18n/${language}/packs.ts`,
  ];
  /** The preload links of a data page's first load, after the framework's and the early reads'. */
  const firstLoad = (path: string, language: Language) => {
    const page = dataPageModules[path];
    if (!page) throw new Error(`${path} reads early but its page module is not listed`);
    const scripts = new Set([largestPreload, earlyReads]);
    for (const key of ['index.html', page, ...signedInTexts(language)]) scriptsOf(key, scripts);
    return [...scripts]
      .slice(1)
      .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`)
      .join('\n    ');
  };

  /** The shell in `language`: `<html lang dir>`, title and description, splash label. */
  const localize = (html: string, language: Language, head: PrerenderEntry.PageHead) =>
    html
      .replace(
        /<html lang="[^"]*" dir="[^"]*"/,
        `<html lang="${language}" dir="${directionOf(language)}"`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(head.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escape(head.description)}" />`,
      );

  /**
   * The shell with `page` in #root: a public page to hydrate (`data-prerendered`), or a
   * quote-flow page's frame for the app to replace (`data-frame`, web/main.tsx).
   */
  const fill = (
    page: PrerenderEntry.PrerenderedPage,
    language: Language,
    kind: 'data-prerendered' | 'data-frame' = 'data-prerendered',
    dataPath: string | null = null,
  ) => {
    const html = localize(
      preloads
        .reduce((text, match) => text.replace(match[0], ''), shell)
        .replace(
          entryScript[0],
          kind === 'data-frame'
            ? dataPath
              ? `${earlyDownload}\n    ${deferredStart('painted', true)}\n    ${firstLoad(dataPath, language)}`
              : deferredStart('painted')
            : deferredStart('intent'),
        ),
      language,
      page,
    ).replace(
      /<div id="root">[\s\S]*?<\/div>\s*<\/div>/,
      `<div id="root" ${kind}>${page.html}</div>`,
    );
    if (!html.includes(kind)) throw new Error('index.html has no #root to fill');
    return html;
  };

  const write = (file: string, html: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  };
  for (const language of languages) {
    for (const path of [...prerender, '/404']) {
      const page = await entry.renderPage(
        path === '/404' ? '/page-introuvable-404' : path,
        language,
      );
      write(join(dist, 'pages', language, `${path.slice(1)}.html`), fill(page, language));
    }
    // The quote-flow pages' frames, which the app replaces with the same frame, then the page.
    for (const { path, frame, contentFromData } of framed) {
      const page = await entry.renderFrame(path, frame, language);
      write(
        join(dist, 'pages', language, `${path.slice(1)}.html`),
        fill(page, language, 'data-frame', contentFromData ? path : null),
      );
    }
    // The client-rendered pages' shell, in the language too (the splash's label included).
    const head = await entry.shellHead(language);
    write(
      join(dist, 'pages', language, '_shell.html'),
      localize(shell, language, head).replace(
        /aria-label="[^"]*"/,
        `aria-label="${escape(head.loading)}"`,
      ),
    );
  }
  writeFileSync(
    join(dist, 'route-manifest.json'),
    JSON.stringify(
      { languages, patterns, prerendered: prerender, framed: framed.map(({ path }) => path) },
      null,
      2,
    ),
  );
  console.log(
    `prerendered ${prerender.length + 1} pages and ${framed.length} frames × ${languages.length} language(s)`,
  );
} finally {
  await vite.close();
}
rmSync(dirname(manifestFile), { recursive: true, force: true });

const hydrateScript = join(dist, 'hydrate.js');
const minified = await minify('hydrate.js', readFileSync(hydrateScript, 'utf8'), {});
if (minified.errors.length > 0) throw new Error(`hydrate.js: ${minified.errors[0]?.message}`);
writeFileSync(hydrateScript, minified.code);

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml']);
const walk = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
let compressed = 0;
for (const file of walk(dist)) {
  if (!compressible.has(extname(file))) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}
console.log(`precompressed ${compressed} files (gzip, brotli)`);
