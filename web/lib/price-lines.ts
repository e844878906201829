import type { TFunction } from 'i18next';
import { intlLocales } from '../../domain/languages.ts';
import { guaranteeOption } from '../../domain/reference/guarantees.ts';
import type { PriceLine, PriceLineKind } from '../../domain/tariffs/pricing.ts';
import { currentLanguage } from '../i18n/index.ts';
import { optionLabel } from './guarantee-label.ts';

/*
 * The lines of a pack priced by a tariff grid (domain/tariffs/pricing.ts), labelled in the
 * interface language: the driver's "Pourquoi ce prix ?" and any page that shows a grid's price.
 */

/** Adjustments of the RC premium: their rate reads with its sign (`−10 %`, `+25 %`). */
const signedKinds: readonly PriceLineKind[] = [
  'bonusMalus',
  'youngDriverSurcharge',
  'newLicenceSurcharge',
];

/**
 * A rate in basis points (1 400 = 14 %) as a percentage of the interface language: `14 %`,
 * `1,3 %`; `signed`, with its sign, the minus being the typographic one (`−10 %`, `+20 %`).
 * Isolated left to right (U+2066 … U+2069), so that an Arabic line keeps the sign before the
 * number instead of moving it to the other end.
 */
export function formatRate(rateBp: number, { signed = false } = {}): string {
  const rate = new Intl.NumberFormat(intlLocales[currentLanguage()], {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  })
    .format(rateBp / 10_000)
    .replace('-', '\u2212');
  return `\u2066${rate}\u2069`;
}

/**
 * The label of a priced line (`instantPrices.lines.<kind>`): a rated line states its rate
 * (`Taxe sur les contrats d'assurance (14 %)`, `Bonus-malus (−10 %)`), a guarantee line its
 * guarantee and level as the choice form labels it (`Vol du véhicule : F2: 20000/10000/3000`).
 * A rated kind always carries its rate (the engine sets it); should one not, `—` stands for it.
 */
export function priceLineLabel(t: TFunction, line: Pick<PriceLine, 'kind' | 'level' | 'rateBp'>) {
  const key = `instantPrices.lines.${line.kind}`;
  if (line.kind === 'guarantee') {
    const guarantee = line.level ? guaranteeOption(line.level)?.guarantee : undefined;
    return t(key, {
      guarantee: guarantee ? t(`guarantees.${guarantee}`) : '',
      level: line.level ? optionLabel(t, line.level) : '',
    });
  }
  const rate =
    line.rateBp === null
      ? '—'
      : formatRate(line.rateBp, { signed: signedKinds.includes(line.kind) });
  return t(key, { rate });
}
