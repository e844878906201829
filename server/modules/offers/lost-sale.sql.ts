import { sql, type SQL } from 'drizzle-orm';
import type { LostSaleReason } from '../../../domain/agency-day/performance.ts';

/*
 * The win/loss rules of domain/agency-day/performance.ts computed by the database, for the
 * Performance page's aggregates and the quote detail: property-tested equal to the domain
 * functions in lost-sale.sql.test.ts.
 */

/** `lostSaleReasonOf` of an agency status (`agencyStatusSql`); null while open or won. */
export function lostSaleReasonSql(agencyStatus: SQL): SQL<LostSaleReason | null> {
  return sql<LostSaleReason | null>`(case ${agencyStatus}
    when 'notRetained' then 'notChosen' when 'expired' then 'expired'
    when 'cancelled' then 'cancelled' when 'lost' then 'contractLost' end)`;
}

/**
 * `priceGapPercent`: the agency's price of the chosen pack against the chosen offer's, whole
 * percent of the chosen price, rounded half away from zero (`round(numeric)`); null when the
 * chosen price is 0 or unknown.
 */
export function priceGapPercentSql(ownCentimes: SQL, chosenCentimes: SQL): SQL<number | null> {
  return sql<number | null>`round((${ownCentimes} - ${chosenCentimes}) * 100::numeric
    / nullif(${chosenCentimes}, 0))::bigint`;
}

/** An offer's price of `pack` (SQL text of the pack) from its three price columns, centimes. */
export function packPriceSql(
  pack: SQL,
  prices: { basic: SQL; intermediate: SQL; premium: SQL },
): SQL<number> {
  return sql<number>`(case ${pack} when 'premium' then ${prices.premium}
    when 'intermediate' then ${prices.intermediate} when 'basic' then ${prices.basic} end)`;
}
