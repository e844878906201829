import { z } from 'zod';
import { guarantees } from './guarantees.ts';
import type { Language } from '../languages.ts';

/*
 * Shapes of the public reference lists (docs/product/specification.md §3 "Reference lists"), all returned together by
 * GET /api/reference. Names are given in French, Arabic and English where they differ.
 */

/** One select value of the guarantee form: a stable code (`theft.F2`) and the label shown to users. */
export const guaranteeOptionSchema = z.strictObject({
  code: z.string(),
  guarantee: z.enum(guarantees),
  label: z.string(),
  position: z.number().int(),
});
export type GuaranteeOption = z.output<typeof guaranteeOptionSchema>;

/** A named entry of a reference list, in the three UI languages. */
export const namedEntrySchema = z.strictObject({
  id: z.number().int(),
  nameFr: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
});
export type NamedEntry = z.output<typeof namedEntrySchema>;

/** The name of a reference entry in an interface language. */
export function localName(entry: NamedEntry, language: Language): string {
  return language === 'ar' ? entry.nameAr : language === 'en' ? entry.nameEn : entry.nameFr;
}

/** A city; agencies see the quotes of their city. */
export type City = NamedEntry;

export const insurerSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type Insurer = z.output<typeof insurerSchema>;

export const brandSchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type Brand = z.output<typeof brandSchema>;

/** Fiscal power in CV (chevaux fiscaux), printed on the carte grise. */
export const fiscalPowerSchema = z.strictObject({ id: z.number().int(), cv: z.number().int() });
export type FiscalPower = z.output<typeof fiscalPowerSchema>;

export const seatCountSchema = z.strictObject({ id: z.number().int(), seats: z.number().int() });
export type SeatCount = z.output<typeof seatCountSchema>;

/** GET /api/reference — every list the forms need, in one cacheable answer (ETag). */
export const referenceDataSchema = z.strictObject({
  cities: z.array(namedEntrySchema),
  insurers: z.array(insurerSchema),
  brands: z.array(brandSchema),
  fuels: z.array(namedEntrySchema),
  fiscalPowers: z.array(fiscalPowerSchema),
  seatCounts: z.array(seatCountSchema),
  professions: z.array(namedEntrySchema),
  conventions: z.array(namedEntrySchema),
  guaranteeOptions: z.array(guaranteeOptionSchema),
});
export type ReferenceData = z.output<typeof referenceDataSchema>;
