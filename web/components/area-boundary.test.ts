import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/languages.ts';
import { arAreaErrors } from '../i18n/ar/area-errors.ts';
import { frAreaErrors } from '../i18n/fr/area-errors.ts';
import { fr } from '../i18n/fr.ts';
import { ar } from '../i18n/ar.ts';
import { setLanguage } from '../i18n/index.ts';
import { loadAreaErrorPanel, type AppArea } from './area-boundary.tsx';
import { scriptFailedToLoad } from './area-error-panel.tsx';

/*
 * An area's error panel without a DOM: what shows in place of a page that failed, in each
 * area and language. The browser test (e2e/area-errors.e2e.test.ts) makes real pages fail and
 * checks that the layout stays and the area recovers.
 */

// As the router loads it: its texts, then the panel.
const { default: AreaErrorPanel } = await loadAreaErrorPanel();

const areas: AppArea[] = ['publicSite', 'quoteJourney', 'account', 'backOffice'];

afterAll(() => setLanguage('fr', { remember: false }));

/** The panel as HTML, as the router shows it for a route that failed. */
const panelHtml = (area: AppArea, framed?: boolean) =>
  renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(RouterProvider, {
        router: createMemoryRouter(
          [
            {
              id: 'page',
              path: '/page',
              Component: () => null,
              errorElement: createElement(AreaErrorPanel, { area, framed }),
            },
          ],
          {
            initialEntries: ['/page'],
            hydrationData: {
              errors: {
                page: new TypeError("Cannot read properties of undefined (reading 'days')"),
              },
            },
          },
        ),
      }),
    ),
  );

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;');

describe("an area's error panel", () => {
  for (const [language, texts, base] of [
    ['fr', frAreaErrors, fr],
    ['ar', arAreaErrors, ar],
  ] as [Language, typeof frAreaErrors, typeof fr][]) {
    it(`names the area that failed in ${language}, with retry and a way to the area's home, never the error`, async () => {
      await setLanguage(language, { remember: false });
      for (const area of areas) {
        const html = panelHtml(area);
        expect(html).toContain('role="alert"');
        expect(html).toContain(asHtml(texts.areaError.titles[area]));
        expect(html).toContain(asHtml(texts.areaError.text));
        expect(html).toContain(asHtml(texts.areaError.retry));
        if (area === 'backOffice') {
          expect(html).toContain('href="/dashboard"');
          expect(html).toContain(asHtml(texts.areaError.dashboard));
          // Inside the back office's frame, which holds the main landmark.
          expect(html).not.toContain('<main');
        } else {
          expect(html).toContain('href="/accueil"');
          expect(html).toContain(asHtml(base.pages.backHome));
          expect(html).toContain('<main id="main"');
        }
        expect(html).not.toContain('days');
        // No language selector: the layout around it has one.
        expect(html).not.toContain('<select');
      }
    });
  }

  it('brings the logo and the language selector where no layout surrounds the page', async () => {
    await setLanguage('fr', { remember: false });
    for (const area of areas) {
      const html = panelHtml(area, true);
      expect(html).toContain('<header');
      expect(html).toContain('<select');
      expect(html).toContain('<main id="main"');
    }
  });

  it('reloads the page to retry only when a script of the app failed to load', () => {
    // As Chromium, Firefox and Safari word a failed import(), and Vite a failed style sheet.
    for (const message of [
      'Failed to fetch dynamically imported module: https://moqarana.ma/assets/services-page-D9FG.js',
      'error loading dynamically imported module: https://moqarana.ma/assets/services-page-D9FG.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index-Bx3.css',
    ])
      expect(scriptFailedToLoad(new TypeError(message))).toBe(true);
    expect(
      scriptFailedToLoad(new TypeError("Cannot read properties of undefined (reading 'map')")),
    ).toBe(false);
    expect(scriptFailedToLoad(new Response(null, { status: 404 }))).toBe(false);
    expect(scriptFailedToLoad(undefined)).toBe(false);
  });
});
