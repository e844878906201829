import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../domain/languages.ts';
import { arAreaErrors } from '../i18n/ar/area-errors.ts';
import { frAreaErrors } from '../i18n/fr/area-errors.ts';
import { setLanguage } from '../i18n/index.ts';
import { AreaBoundary, type AppArea } from './area-boundary.tsx';
import { AreaErrorPanel } from './area-error-panel.tsx';

/*
 * The boundary's own logic and its panel, without a DOM: what shows once a child threw, and when
 * the area renders again. The browser test (e2e/area-errors.e2e.test.ts) makes a real page throw.
 */

const areas: AppArea[] = ['backOffice'];

afterAll(() => setLanguage('fr', { remember: false }));

function Thrower(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'days')");
}

/** The boundary after a child threw. */
function failed(area: AppArea) {
  const boundary = new AreaBoundary({ area, resetKey: '/page', children: createElement(Thrower) });
  boundary.state = AreaBoundary.getDerivedStateFromError();
  return boundary;
}

/** The panel as HTML, inside the app's providers. */
const panelHtml = (area: AppArea, onRetry = vi.fn()) =>
  renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, createElement(AreaErrorPanel, { area, onRetry })),
    ),
  );

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;');

describe("an area's error boundary", () => {
  it('renders its children until one throws, then its area’s panel', () => {
    const boundary = new AreaBoundary({
      area: 'backOffice',
      resetKey: '/user-profile',
      children: 'the page',
    });
    expect(boundary.render()).toBe('the page');
    expect(AreaBoundary.getDerivedStateFromError()).toEqual({ failed: true });
    const shown = failed('backOffice').render() as { props: { children: { props: object } } };
    expect(shown.props.children.props).toMatchObject({ area: 'backOffice' });
  });

  for (const [language, texts] of [
    ['fr', frAreaErrors],
    ['ar', arAreaErrors],
  ] as [Language, typeof frAreaErrors][]) {
    it(`shows the back office's panel in ${language}, with retry and a way to the dashboard, never the error`, async () => {
      await setLanguage(language, { remember: false });
      for (const area of areas) {
        const html = panelHtml(area);
        expect(html).toContain('role="alert"');
        expect(html).toContain(asHtml(texts.areaError.titles[area]));
        expect(html).toContain(asHtml(texts.areaError.text));
        expect(html).toContain(asHtml(texts.areaError.retry));
        expect(html).toContain('href="/dashboard"');
        expect(html).toContain(asHtml(texts.areaError.dashboard));
        expect(html).not.toContain('days');
      }
    });
  }

  it('renders the area again on another page, or after "Réessayer"', () => {
    const boundary = failed('backOffice');
    const setState = vi.spyOn(boundary, 'setState').mockImplementation(() => undefined);
    // Same page, another render: still the panel.
    boundary.componentDidUpdate({ ...boundary.props });
    expect(setState).not.toHaveBeenCalled();
    // Another page: the area renders again.
    boundary.componentDidUpdate({ ...boundary.props, resetKey: '/devis-attente' });
    expect(setState).toHaveBeenLastCalledWith({ failed: false });
    setState.mockClear();
    boundary.retry();
    expect(setState).toHaveBeenLastCalledWith({ failed: false });
  });
});
