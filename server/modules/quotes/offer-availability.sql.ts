import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `isOfferAvailable` (domain/reference/guarantees.ts) computed by the database: an offer can be
 * chosen only while its agency is active. `agencyStatus` is the agency's `status` column, or SQL
 * of the calling query. Tested equal to the domain function in offer-availability.sql.test.ts.
 */
export function offerAvailableSql(agencyStatus: SQL | AnyColumn): SQL<boolean> {
  return sql<boolean>`(${agencyStatus} = 'active')`;
}
