import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { intlLocales, languages, type Language } from '../../../domain/languages.ts';
import { arQuotes } from '../../i18n/ar/quotes.ts';
import { enQuotes } from '../../i18n/en/quotes.ts';
import { frQuotes } from '../../i18n/fr/quotes.ts';
import { flowFrames } from './flow-frames.ts';

/*
 * The frame's percent (FlowPage) comes from the catalogue, not from Intl.NumberFormat, whose
 * first use loads the locale's number data at the page's start: the catalogue must write each
 * step's percent exactly as Intl's percent of the interface language does, marks and spaces
 * included.
 */
const catalogues: Record<Language, object> = { fr: frQuotes, en: enQuotes, ar: arQuotes };

describe("the quote flow's percent", () => {
  const progresses = [...Object.values(flowFrames).map((frame) => frame.progress), 100];

  it.each(languages)('in %s is what Intl writes for every step', async (language) => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { [language]: { translation: catalogues[language] } },
      interpolation: { escapeValue: false },
    });
    const intl = new Intl.NumberFormat(intlLocales[language], {
      style: 'percent',
      maximumFractionDigits: 0,
    });
    for (const progress of progresses) {
      expect(instance.t('flow.percent', { value: Math.round(progress) })).toBe(
        intl.format(progress / 100),
      );
    }
  });
});
