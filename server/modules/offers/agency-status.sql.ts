import { sql, type SQL } from 'drizzle-orm';
import type { AgencyQuoteStatus } from '../../../domain/offers/agency-status.ts';
import { openStatusSql, pastExpirySql } from '../quotes/index.ts';

/** The columns the agency's status reads, as SQL of the calling query (drizzle or aliases). */
export interface AgencyStatusColumns {
  status: SQL;
  expiresAt: SQL;
  selectedOfferId: SQL;
  /** This agency's offer id on the quote; null when the query has no offer of it (pending). */
  ownOfferId: SQL | null;
}

/**
 * `agencyQuoteStatus` (domain/offers/agency-status.ts) computed by the database, for the tables,
 * their status filter and sort, the dashboard's recent activity and the CSV: another agency's
 * win reads `notRetained` before any row leaves PostgreSQL. Property-tested equal to the domain
 * function in agency-status.sql.test.ts.
 */
export function agencyStatusSql(columns: AgencyStatusColumns): SQL<AgencyQuoteStatus> {
  const { status, expiresAt, selectedOfferId, ownOfferId } = columns;
  const priced = ownOfferId ? sql`${ownOfferId} is not null` : sql`false`;
  const selectedOurs = ownOfferId
    ? sql`coalesce(${selectedOfferId} = ${ownOfferId}, false)`
    : sql`false`;
  const lifecycle = { status, expiresAt };
  return sql<AgencyQuoteStatus>`(case
    when ${openStatusSql(lifecycle)} and ${pastExpirySql(lifecycle)} then 'expired'
    when ${openStatusSql(lifecycle)} then case when ${priced} then 'offered' else 'pending' end
    when ${status} in ('selected', 'confirmed', 'lost') then
      case when ${selectedOurs} then ${status} else 'notRetained' end
    else ${status} end)`;
}

/** The columns `agencyPriceSql` reads, as SQL of the calling query. */
export interface AgencyPriceColumns {
  selectedOfferId: SQL;
  selectedPack: SQL;
  /** This agency's offer on the quote, and its three prices in centimes. */
  ownOfferId: SQL;
  basic: SQL;
  intermediate: SQL;
  premium: SQL;
}

/**
 * The agency's own price a row of its lists shows, in centimes: the chosen pack's when the
 * driver chose this agency's offer, else its Basique price. Another agency's win reveals
 * neither the pack chosen nor its price. Used by the tables (sort, CSV) and the dashboard; the
 * rule in TypeScript is `agencyShownPrice` (domain/offers/agency-status.ts), property-tested equal.
 */
export function agencyPriceSql(columns: AgencyPriceColumns): SQL<number> {
  const { selectedOfferId, selectedPack, ownOfferId, basic, intermediate, premium } = columns;
  return sql<number>`(case when coalesce(${selectedOfferId} = ${ownOfferId}, false)
    then case ${selectedPack} when 'premium' then ${premium} when 'intermediate' then ${intermediate} else ${basic} end
    else ${basic} end)`;
}
