/*
 * Money in Moqarana: amounts are stored and sent as whole centimes (1 DH = 100 centimes,
 * decision 0004), typed and shown in dirhams (DH). The conversions and the bound on a pack's
 * price live here, once.
 */

/** Dirhams (at most two decimals) → whole centimes, the unit stored. */
export const toCentimes = (dirhams: number): number => Math.round(dirhams * 100);

/** Highest price of a pack an agency may send: 1,000,000 DH TTC a year. */
export const maxPremiumDh = 1_000_000;

/** `maxPremiumDh` in centimes, as the database's check on offers states it. */
export const maxPremiumCentimes = toCentimes(maxPremiumDh);
