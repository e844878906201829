import type { GuaranteeOption } from './guarantees.ts';
import type { Language } from './languages.ts';

/*
 * Shapes of the public reference lists (docs/product/specification.md §3 "Reference lists"), all returned together by
 * GET /api/reference. Names are given in French, Arabic and English where they differ.
 */

/** A named entry of a reference list, in the three UI languages. */
export interface NamedEntry {
  id: number;
  nameFr: string;
  nameAr: string;
  nameEn: string;
}

/** The name of a reference entry in an interface language. */
export function localName(entry: NamedEntry, language: Language): string {
  return language === 'ar' ? entry.nameAr : language === 'en' ? entry.nameEn : entry.nameFr;
}

/** A city; agencies see the quotes of their city. */
export type City = NamedEntry;

export interface Insurer {
  id: number;
  slug: string;
  name: string;
}

export interface Brand {
  id: number;
  name: string;
}

/** Fiscal power in CV (chevaux fiscaux), printed on the carte grise. */
export interface FiscalPower {
  id: number;
  cv: number;
}

export interface SeatCount {
  id: number;
  seats: number;
}

/** GET /api/reference — every list the forms need, in one cacheable answer (ETag). */
export interface ReferenceData {
  cities: City[];
  insurers: Insurer[];
  brands: Brand[];
  fuels: NamedEntry[];
  fiscalPowers: FiscalPower[];
  seatCounts: SeatCount[];
  professions: NamedEntry[];
  conventions: NamedEntry[];
  guaranteeOptions: GuaranteeOption[];
}
