/*
 * Money in Moqarana: amounts are stored and sent as whole centimes (1 DH = 100 centimes,
 * decision 0004), typed and shown in dirhams (DH). The conversions and the bound on a pack's
 * price live here, once.
 */

/** Dirhams (at most two decimals) → whole centimes, the unit stored. */
export const toCentimes = (dirhams: number): number => Math.round(dirhams * 100);

/** Whole centimes → dirhams, for formatting with Intl. */
export const toDirhams = (centimes: number): number => centimes / 100;

/**
 * Whole centimes → dirhams with two decimals and a point (`560050` → `5600.50`): the plain text
 * a price field edits and a spreadsheet reads; callers swap the point for their locale's.
 */
export const dirhamsDecimal = (centimes: number): string => toDirhams(centimes).toFixed(2);

/** Whether an amount in dirhams is a whole number of centimes (at most two decimals). */
export const isWholeCentimes = (dirhams: number): boolean =>
  Math.abs(dirhams * 100 - Math.round(dirhams * 100)) < 1e-6;

/** Highest price of a pack an agency may send: 1,000,000 DH TTC a year. */
export const maxPremiumDh = 1_000_000;

/** `maxPremiumDh` in centimes, as the database's check on offers states it. */
export const maxPremiumCentimes = toCentimes(maxPremiumDh);

/**
 * An amount in dirhams as people type it (a price, a vehicle's value): digits, optionally grouped by three with spaces (ordinary,
 * no-break or narrow no-break, as French writes and copies amounts), then optionally a decimal
 * comma or point with one or two digits. A leading minus is read so that the sign is refused
 * with its own message.
 */
const priceText = /^(-?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/**
 * The same text with the digits Arabic keyboards type — Arabic-Indic (U+0660–0669) and their
 * Persian forms (U+06F0–06F9) — as 0–9, the Arabic decimal separator (U+066B) as a comma and
 * the Arabic thousands separator (U+066C) as a space: `٥٦٠٠٫٥٠` reads as `5600,50`. Each
 * block's digits are contiguous from zero, so a digit's value is its code's last hex digit.
 */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\u066b/g, ',')
    .replace(/\u066c/g, ' ');
}

/**
 * Reads a typed amount in dirhams (Arabic digits and separators as `westernDigits` reads them): `5600,50`, `5600.50`, `5 600,50` and `5600` alike (the decimal
 * comma of French and Arabic, the point of English and of number pads). Returns null for text
 * that is not one unambiguous amount, notably:
 * - both separators (`5.600,50`, `5,600.50`): which one marks the decimals is a guess;
 * - a separator followed by three digits (`5.600`, `5,600`): thousands or decimals, a guess too;
 * - more than two decimals, letters, several amounts.
 * Never guessing is the rule: a misread price is sent to a driver as an offer, a misread
 * vehicle value priced by every agency.
 */
export function parseDirhams(text: string): number | null {
  const match = priceText.exec(westernDigits(text).trim());
  if (!match) return null;
  const [, sign = '', whole = '', decimals = '0'] = match;
  return Number(`${sign}${whole.replace(/\D/g, '')}.${decimals}`);
}
