import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../domain/languages.ts';
import { ar } from '../i18n/ar.ts';
import { fr } from '../i18n/fr.ts';
import { setLanguage } from '../i18n/index.ts';
import { AreaBoundary, type AppArea } from './area-error-boundary.tsx';

/*
 * The boundary's own logic, without a DOM: what it shows once a child threw, and when it lets
 * the area render again. The browser test (e2e/area-errors.e2e.test.ts) makes a real page throw.
 */

const areas: AppArea[] = ['publicSite', 'quoteFlow', 'comparison', 'account', 'backOffice', 'auth'];

afterAll(() => setLanguage('fr', { remember: false }));

function Thrower(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'days')");
}

/** The boundary after a child threw, rendered to HTML inside a router. */
function failed(area: AppArea, onReset = vi.fn()) {
  const boundary = new AreaBoundary({
    area,
    resetKey: '/page',
    onReset,
    children: createElement(Thrower),
  });
  boundary.state = AreaBoundary.getDerivedStateFromError();
  return {
    boundary,
    html: () => renderToString(createElement(MemoryRouter, null, boundary.render())),
  };
}

describe("an area's error boundary", () => {
  it('renders its children until one throws', () => {
    const boundary = new AreaBoundary({
      area: 'publicSite',
      resetKey: '/accueil',
      onReset: vi.fn(),
      children: 'the page',
    });
    expect(boundary.render()).toBe('the page');
    expect(AreaBoundary.getDerivedStateFromError()).toEqual({ failed: true });
  });

  for (const [language, texts] of [
    ['fr', fr],
    ['ar', ar],
  ] as [Language, typeof fr][]) {
    it(`shows each area's panel in ${language}, with retry and a way home, never the error`, async () => {
      await setLanguage(language, { remember: false });
      for (const area of areas) {
        const html = failed(area).html();
        expect(html).toContain('role="alert"');
        expect(html).toContain(asHtml(texts.areaError.titles[area]));
        expect(html).toContain(asHtml(texts.areaError.text));
        expect(html).toContain(asHtml(texts.areaError.retry));
        if (area === 'backOffice') {
          expect(html).toContain('href="/dashboard"');
          expect(html).toContain(asHtml(texts.areaError.dashboard));
        } else {
          expect(html).toContain('href="/accueil"');
          expect(html).toContain(asHtml(texts.pages.backHome));
        }
        expect(html).not.toContain('days');
      }
    });
  }

  it('renders the area again after "Réessayer" or on another page, letting its data reload', () => {
    const onReset = vi.fn();
    const { boundary } = failed('comparison', onReset);
    const setState = vi.spyOn(boundary, 'setState').mockImplementation(() => undefined);
    // Same page, another render: still the panel.
    boundary.componentDidUpdate({ ...boundary.props });
    expect(setState).not.toHaveBeenCalled();
    // Another page: the area renders again.
    boundary.componentDidUpdate({ ...boundary.props, resetKey: '/mes-devis' });
    expect(onReset).toHaveBeenCalledOnce();
    expect(setState).toHaveBeenLastCalledWith({ failed: false });
    boundary.retry();
    expect(onReset).toHaveBeenCalledTimes(2);
  });
});

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;');
