/*
 * Rates and the one rounding rule of the tariff engine (docs/product/tariffs.md "Rounding").
 *
 * Every percentage of a tariff grid and of the levies is a whole number of basis points: hundredths
 * of a percent, 1 400 bp = 14 %, 10 000 bp = 100 % — the unit the database already stores
 * percentages in (decision 0030). Money is in whole centimes (decision 0004). So a rate applied
 * to an amount is an exact integer product divided by 10 000, rounded once, here.
 */

/** 100 % in basis points. */
export const fullRateBp = 10_000;

/**
 * `amountCentimes × rateBp / 10 000`, rounded half up (ties toward +∞) to the whole centime:
 * 0.5 centime → 1, −0.5 centime → 0. The only rounding of the engine: each line of a price is
 * rounded by this function, and a pack's price is the sum of its rounded lines.
 *
 * Exact for |amountCentimes × rateBp| < 2^53 (the grid's bounds keep it under 10^14); the
 * quotient is at least 10^-4 away from the next integer unless it is one, far above a double's
 * error at these magnitudes, so `Math.floor` never lands on the wrong side.
 */
export function applyRate(amountCentimes: number, rateBp: number): number {
  return Math.floor((amountCentimes * rateBp + fullRateBp / 2) / fullRateBp);
}
