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
