import { z } from 'zod';
import type { Language } from '../../../../domain/languages.ts';
import {
  dirhamsDecimal,
  parseDirhams,
  toCentimes,
  westernDigits,
} from '../../../../domain/money.ts';
import {
  agencyTariffInputSchema,
  type AgencyTariff,
  type AgencyTariffInput,
  type TariffMode,
} from '../../../../domain/tariffs/api.ts';
import { tariffFuels, type TariffFuel } from '../../../../domain/tariffs/fuels.ts';
import type {
  GuaranteePremium,
  PremiumBasis,
  TariffGrid,
} from '../../../../domain/tariffs/grid.ts';
import {
  guaranteeOptions,
  guarantees,
  isNotWanted,
  type Guarantee,
} from '../../../../domain/reference/guarantees.ts';

/*
 * The Barème form (docs/product/tariffs.md): the grid as the manager types it, in DH and % as
 * text, and back to the API's centimes and basis points. The form holds one row per level of
 * every guarantee and one age limit per guarantee; only the rows filled are sent, so a path of
 * the API (`grid.guaranteePremiums.2.rateBp`) names a row of the form through the values sent.
 */

/** One RC band as typed: fiscal powers in CV, `toCv` empty for the open top band, premium in DH. */
export interface BandRow {
  fromCv: string;
  toCv: string;
  premium: string;
}

/**
 * One guarantee level's premium as typed: `basis` is `none` while the level is not priced (then
 * it is not offered); `amount` is the flat premium in DH or the rate in %, `minimum` in DH.
 */
export interface PremiumRow {
  level: string;
  basis: PremiumBasis | 'none';
  amount: string;
  minimum: string;
}

/** A guarantee's vehicle age limit as typed, whole years; empty for none. */
export interface AgeLimitRow {
  guarantee: Guarantee;
  years: string;
}

/** The Barème form's values. */
export interface TariffFormValues {
  mode: TariffMode;
  bands: Record<TariffFuel, BandRow[]>;
  youngDriverSurcharge: string;
  newLicenceSurcharge: string;
  premiums: PremiumRow[];
  ageLimits: AgeLimitRow[];
  policyFees: string;
}

/** The levels a grid may price, in the catalogue's order: every level but "Non souhaitée". */
export const priceableLevels: readonly string[] = guaranteeOptions
  .filter((option) => !isNotWanted(option.code))
  .map((option) => option.code);

const decimalSeparator = (language: Language) => (language === 'en' ? '.' : ',');

/** Centimes as a DH field shows them: `1840`, `1566,60` (fr, ar) or `1566.60` (en). */
export function dirhamsText(centimes: number, language: Language): string {
  return dirhamsDecimal(centimes).replace(/\.00$/, '').replace('.', decimalSeparator(language));
}

/** Basis points as a % field shows them: 130 → `1,3` (fr, ar) or `1.3` (en); 2 500 → `25`. */
export function percentText(bp: number, language: Language): string {
  const whole = Math.trunc(bp / 100);
  const hundredths = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return hundredths ? `${whole}${decimalSeparator(language)}${hundredths}` : String(whole);
}

/**
 * A typed percentage → basis points: `1,3`, `1.3`, `25`, `25 %`, Arabic digits and decimal
 * separator alike (`westernDigits`), at most two decimals; null for anything else. Bounds are
 * the grid schema's (0–100 %).
 */
export function parsePercentBp(text: string): number | null {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?\s*%?$/.exec(westernDigits(text).trim());
  if (!match) return null;
  const [, whole = '0', decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** A typed amount in DH → centimes (`parseDirhams`), or null for text that is not one amount. */
export function parseCentimes(text: string): number | null {
  const dirhams = parseDirhams(text);
  return dirhams === null ? null : toCentimes(dirhams);
}

/** A typed whole number (CV, years), Arabic digits accepted; null for anything else. */
export function parseWholeNumber(text: string): number | null {
  const match = /^\d{1,4}$/.exec(westernDigits(text).trim());
  return match ? Number(match[0]) : null;
}

/** The form's values for a saved (or reference) grid, numbers written in `language`. */
export function tariffFormValues(tariff: AgencyTariff, language: Language): TariffFormValues {
  const { grid } = tariff;
  const dh = (centimes: number | null) =>
    centimes === null ? '' : dirhamsText(centimes, language);
  const bandsOf = (fuel: TariffFuel): BandRow[] =>
    grid.civilLiabilityBands
      .filter((band) => band.fuel === fuel)
      .sort((a, b) => a.fromCv - b.fromCv)
      .map((band) => ({
        fromCv: String(band.fromCv),
        toCv: band.toCv === null ? '' : String(band.toCv),
        premium: dh(band.premiumCentimes),
      }));
  const premiums = priceableLevels.map((level): PremiumRow => {
    const premium = grid.guaranteePremiums.find((row) => row.level === level);
    if (!premium) return { level, basis: 'none', amount: '', minimum: '' };
    return premium.basis === 'flat'
      ? { level, basis: 'flat', amount: dh(premium.flatCentimes), minimum: '' }
      : {
          level,
          basis: premium.basis,
          amount: premium.rateBp === null ? '' : percentText(premium.rateBp, language),
          minimum: dh(premium.minimumCentimes),
        };
  });
  return {
    mode: tariff.mode,
    bands: { petrol: bandsOf('petrol'), diesel: bandsOf('diesel'), electric: bandsOf('electric') },
    youngDriverSurcharge: percentText(grid.youngDriverSurchargeBp, language),
    newLicenceSurcharge: percentText(grid.newLicenceSurchargeBp, language),
    premiums,
    ageLimits: guarantees.map((guarantee) => {
      const limit = grid.vehicleAgeLimits.find((row) => row.guarantee === guarantee);
      return { guarantee, years: limit ? String(limit.maxVehicleAgeYears) : '' };
    }),
    policyFees: dh(grid.policyFeesCentimes),
  };
}

/** A message for one field of the form: a key of `validation` or of `tariffs.issues`. */
export interface FormIssue {
  path: string;
  message: string;
}

/** Where each sent row comes from in the form: the API's indexes → the form's. */
function sentRows(values: TariffFormValues) {
  return {
    bands: tariffFuels.flatMap((fuel) => values.bands[fuel].map((_, index) => ({ fuel, index }))),
    premiums: values.premiums.flatMap((row, index) => (row.basis === 'none' ? [] : [index])),
    ageLimits: values.ageLimits.flatMap((row, index) => (row.years.trim() ? [index] : [])),
  };
}

/**
 * The form's values as the API's input, or the messages of the fields that cannot be read.
 * Empty surcharges and policy fees mean 0; an empty "to CV" is the open top band; a level
 * without basis and a guarantee without years are not sent.
 */
export function readTariffForm(values: TariffFormValues): {
  input: AgencyTariffInput | null;
  issues: FormIssue[];
} {
  const issues: FormIssue[] = [];
  const read = <T>(
    path: string,
    text: string,
    parse: (text: string) => T | null,
    format: string,
    empty?: T | null,
  ): T | null => {
    if (!text.trim()) {
      if (empty === undefined) issues.push({ path, message: 'required' });
      return empty ?? null;
    }
    const value = parse(text);
    if (value === null) issues.push({ path, message: format });
    return value;
  };
  const dh = (path: string, text: string, empty?: number | null) =>
    read(path, text, parseCentimes, 'priceFormat', empty);
  const percent = (path: string, text: string, empty?: number) =>
    read(path, text, parsePercentBp, 'percentFormat', empty);
  const whole = (path: string, text: string, format: string, empty?: null) =>
    read(path, text, parseWholeNumber, format, empty);

  const civilLiabilityBands = tariffFuels.flatMap((fuel) =>
    values.bands[fuel].map((band, index) => {
      const at = `bands.${fuel}.${index}`;
      return {
        fuel,
        fromCv: whole(`${at}.fromCv`, band.fromCv, 'cvFormat') ?? 0,
        toCv: whole(`${at}.toCv`, band.toCv, 'cvFormat', null),
        premiumCentimes: dh(`${at}.premium`, band.premium) ?? 0,
      };
    }),
  );
  const guaranteePremiums = values.premiums.flatMap((row, index): GuaranteePremium[] => {
    const at = `premiums.${index}`;
    if (row.basis === 'none') return [];
    if (row.basis === 'flat')
      return [
        {
          level: row.level,
          basis: row.basis,
          flatCentimes: dh(`${at}.amount`, row.amount) ?? 0,
          rateBp: null,
          minimumCentimes: null,
        },
      ];
    return [
      {
        level: row.level,
        basis: row.basis,
        flatCentimes: null,
        rateBp: percent(`${at}.amount`, row.amount) ?? 0,
        minimumCentimes: dh(`${at}.minimum`, row.minimum, null),
      },
    ];
  });
  const vehicleAgeLimits = values.ageLimits.flatMap((row, index) =>
    row.years.trim()
      ? [
          {
            guarantee: row.guarantee,
            maxVehicleAgeYears: whole(`ageLimits.${index}.years`, row.years, 'yearsFormat') ?? 0,
          },
        ]
      : [],
  );
  const grid: TariffGrid = {
    civilLiabilityBands,
    youngDriverSurchargeBp: percent('youngDriverSurcharge', values.youngDriverSurcharge, 0) ?? 0,
    newLicenceSurchargeBp: percent('newLicenceSurcharge', values.newLicenceSurcharge, 0) ?? 0,
    guaranteePremiums,
    vehicleAgeLimits,
    policyFeesCentimes: dh('policyFees', values.policyFees, 0) ?? 0,
  };
  return { input: issues.length > 0 ? null : { mode: values.mode, grid }, issues };
}

const bandField: Record<string, keyof BandRow> = { fromCv: 'fromCv', toCv: 'toCv' };
const premiumField: Record<string, keyof PremiumRow> = {
  minimumCentimes: 'minimum',
  level: 'basis',
  basis: 'basis',
};
const gridField: Record<string, keyof TariffFormValues> = {
  youngDriverSurchargeBp: 'youngDriverSurcharge',
  newLicenceSurchargeBp: 'newLicenceSurcharge',
  policyFeesCentimes: 'policyFees',
};

/**
 * The form fields an issue of the API input names (`grid.civilLiabilityBands.3.premiumCentimes`,
 * as the server's 400 answer or the shared schema gives it), given the values that were sent:
 * - a band's row-level issue goes under its premium when it is `bandPremiumDecreasing`, else
 *   under its "to CV" when that ends before its "from CV", else under its "from CV";
 * - the bands' list-level issue (a fuel without bands, or without an open top band) goes above
 *   the table of each such fuel (`bands.<fuel>.root`);
 * - a premium's issue goes under its amount or rate (its minimum for `minimumCentimes`);
 * - an age limit's under its years.
 * Empty when no field matches: the form's message above then says it alone.
 */
export function formFieldsOf(
  apiPath: string | readonly PropertyKey[],
  values: TariffFormValues,
  message?: string,
): string[] {
  const parts = (typeof apiPath === 'string' ? apiPath.split('.') : apiPath.map(String)).filter(
    (part, index) => !(index === 0 && part === 'grid'),
  );
  const [list = '', indexText, field] = parts;
  const index = indexText === undefined ? null : Number(indexText);
  const rows = sentRows(values);
  if (list === 'mode') return ['mode'];
  if (gridField[list]) return [gridField[list]];
  if (list === 'civilLiabilityBands') {
    if (index === null)
      return tariffFuels
        .filter((fuel) => {
          const bands = values.bands[fuel];
          const top = [...bands].sort(
            (a, b) => (parseWholeNumber(a.fromCv) ?? 0) - (parseWholeNumber(b.fromCv) ?? 0),
          )[bands.length - 1];
          return !top || top.toCv.trim() !== '';
        })
        .map((fuel) => `bands.${fuel}.root`);
    const origin = rows.bands[index];
    if (!origin) return [];
    const at = `bands.${origin.fuel}.${origin.index}`;
    if (field) return [`${at}.${bandField[field] ?? 'premium'}`];
    if (message === 'bandPremiumDecreasing') return [`${at}.premium`];
    const band = values.bands[origin.fuel][origin.index];
    const from = parseWholeNumber(band?.fromCv ?? '');
    const to = parseWholeNumber(band?.toCv ?? '');
    return [from !== null && to !== null && to < from ? `${at}.toCv` : `${at}.fromCv`];
  }
  if (list === 'guaranteePremiums') {
    const row = index === null ? undefined : rows.premiums[index];
    if (row === undefined) return ['premiums.root'];
    return [`premiums.${row}.${(field && premiumField[field]) ?? 'amount'}`];
  }
  if (list === 'vehicleAgeLimits') {
    const row = index === null ? undefined : rows.ageLimits[index];
    return row === undefined ? [] : [`ageLimits.${row}.years`];
  }
  return [];
}

/**
 * The form's schema for `useApiForm`: reads the typed text (`readTariffForm`), then checks the
 * result with the API's own schema (`agencyTariffInputSchema`), each issue under the field it
 * names (`formFieldsOf`). Its output is what PUT /api/agency/tariff takes.
 */
export const tariffFormSchema = z.custom<TariffFormValues>().transform((values, ctx) => {
  const { input, issues } = readTariffForm(values);
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
  if (!input) return z.NEVER;
  const parsed = agencyTariffInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const fields = formFieldsOf(issue.path, values, issue.message);
    // An issue no field shows still holds the form back; the form's message says why.
    for (const path of fields.length > 0 ? fields : ['form'])
      ctx.addIssue({ code: 'custom', path: path.split('.'), message: issue.message });
  }
  return z.NEVER;
});
