import { afterAll, describe, expect, it } from 'vitest';
import type { PriceLine } from '../../domain/tariffs/pricing.ts';
import { i18next, setLanguage } from '../i18n/index.ts';
import { addSignedInTexts } from '../i18n/signed-in.ts';
import { formatRate, priceLineLabel } from './price-lines.ts';

await addSignedInTexts();

afterAll(() => setLanguage('fr', { remember: false }));

/** What a reader sees: without direction marks and isolates, with plain spaces. */
const visible = (text: string) =>
  text.replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/\s/g, ' ');

const line = (kind: PriceLine['kind'], rateBp: number | null, level: string | null = null) => ({
  kind,
  rateBp,
  level,
});

describe('rates read as percentages of the interface language', () => {
  it('are one left-to-right run, whatever the line around them', async () => {
    await setLanguage('ar', { remember: false });
    expect(formatRate(-1000, { signed: true })).toMatch(/^\u2066.*\u2069$/);
  });

  it.each([
    ['fr', ['14 %', '1,3 %', '−10 %', '+20 %']],
    ['en', ['14%', '1.3%', '−10%', '+20%']],
    ['ar', ['14%', '1,3%', '−10%', '+20%']],
  ] as const)('%s', async (language, expected) => {
    await setLanguage(language, { remember: false });
    expect(
      [
        formatRate(1400),
        formatRate(130),
        formatRate(-1000, { signed: true }),
        formatRate(2000, { signed: true }),
      ].map(visible),
    ).toEqual(expected);
  });
});

describe('the lines of a priced pack are labelled by their kind', () => {
  it('in French, with each rate and each guarantee’s level', async () => {
    await setLanguage('fr', { remember: false });
    const labels = [
      line('civilLiability', null),
      line('bonusMalus', -1000),
      line('youngDriverSurcharge', 2500),
      line('newLicenceSurcharge', 1500),
      line('guarantee', null, 'theft.F2'),
      line('guarantee', 500, 'allRisk.2'),
      line('policyFees', null),
      line('contractTax', 1400),
      line('fgacContribution', 130),
      line('fsecLevy', 100),
    ].map((each) => visible(priceLineLabel(i18next.t, each)));
    expect(labels).toEqual([
      'Responsabilité civile',
      'Bonus-malus (−10 %)',
      'Surprime jeune conducteur (+25 %)',
      'Surprime permis récent (+15 %)',
      'Vol du véhicule : F2: 20000/10000/3000',
      'Tierce (dommages tous accidents) : 5% Min. 2500DH',
      'Frais de police',
      'Taxe sur les contrats d’assurance (14 %)',
      'Contribution FGAC (1,3 % de la RC)',
      'Prélèvement FSEC (1 %)',
    ]);
  });

  it('in Arabic, from the Arabic catalogue', async () => {
    await setLanguage('ar', { remember: false });
    expect(visible(priceLineLabel(i18next.t, line('civilLiability', null)))).toBe(
      'المسؤولية المدنية',
    );
    expect(visible(priceLineLabel(i18next.t, line('contractTax', 1400)))).toBe(
      'الرسم على عقود التأمين (14%)',
    );
  });
});
