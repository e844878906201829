import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCataloguePart, i18next, setLanguage } from './index.ts';

/*
 * `<html lang dir>` must already be the new language's when React renders its texts: React
 * may render them in a microtask queued by i18next's `languageChanged` event (an update inside
 * a `change` event is synchronous), before `setLanguage`'s own `await` resumes. A listener added
 * after the module's, as react-i18next's is, reads the document when the event fires.
 */

describe('a language switch', () => {
  // The document's root alone, for the time of this file (the tests run without a DOM).
  const root = { lang: 'fr', dir: 'ltr' };
  beforeAll(() => {
    vi.stubGlobal('document', { documentElement: root, cookie: '' });
  });
  afterAll(async () => {
    await setLanguage('fr', { remember: false });
    vi.unstubAllGlobals();
  });

  it('sets <html lang dir> before anything re-renders on the event', async () => {
    const seen: string[] = [];
    const onChange = () => seen.push(`${root.lang} ${root.dir}`);
    i18next.on('languageChanged', onChange);
    try {
      await setLanguage('ar', { remember: false });
      await setLanguage('en', { remember: false });
    } finally {
      i18next.off('languageChanged', onChange);
    }
    expect(seen).toEqual(['ar rtl', 'en ltr']);
  });

  it('loads a part added while the switch loads in the new language too', async () => {
    await setLanguage('ar', { remember: false });
    // The part comes once the switch to English has started loading (a signed-in person's
    // saved language applied while their area's texts are added in the page's language).
    let partAsked!: () => void;
    const asked = new Promise<void>((resolve) => (partAsked = resolve));
    const switching = setLanguage('en', { remember: false });
    const adding = addCataloguePart('late', async (language) => {
      partAsked();
      return { late: { title: `title ${language}` } };
    });
    await asked;
    await Promise.all([switching, adding]);
    expect(i18next.language).toBe('en');
    expect(i18next.t('late.title')).toBe('title en');
  });
});
