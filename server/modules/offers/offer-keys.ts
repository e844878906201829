import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { cities, contracts, drivers, offers, quotes, vehicles } from '../../db/schema/index.ts';
import { languages } from '../../../domain/languages.ts';
import { localizedName, nameFromKeySql, namesKeySql } from '../../lib/localized-name.ts';
import { agencyQuoteStatus, type AgencyQuoteStatus } from '../../../domain/offers/agency-status.ts';
import { agencyPriceSql, agencyStatusSql } from './agency-status.sql.ts';
import { initialsKeySql } from './driver-view.sql.ts';

/*
 * The sort and search keys an agency's tables read on its offer rows (offers.quoteReference …
 * clientSearch): each is the value of the rule the tables show, written here and nowhere else,
 * in the transaction that changes what it derives from. A quote's reference, city and driver
 * are fixed once submitted (snapshot rows, decision 0003); the shown price and the client's
 * identity change once, when the driver selects an offer; the status key (and its end of
 * validity) with every change of the quote's status (decision 0036). offer-keys.test.ts checks
 * the stored keys equal the rules.
 */

/** The status this agency sees (`agencyStatusSql`), for a query joined to `quotes` and `offers`. */
export const offerStatusSql = agencyStatusSql({
  status: sql`${quotes.status}`,
  expiresAt: sql`${quotes.expiresAt}`,
  selectedOfferId: sql`${quotes.selectedOfferId}`,
  ownOfferId: sql`${offers.id}`,
});

/** The price the agency's lists show (agencyPriceSql), for a query joined to `quotes` and `offers`. */
export const shownPriceSql = agencyPriceSql({
  selectedOfferId: sql`${quotes.selectedOfferId}`,
  selectedPack: sql`${quotes.selectedPack}`,
  ownOfferId: sql`${offers.id}`,
  basic: sql`${offers.basicPriceCentimes}`,
  intermediate: sql`${offers.intermediatePriceCentimes}`,
  premium: sql`${offers.premiumPriceCentimes}`,
});

/**
 * What the search of the agency's own clients looks through, for a query joined to `quotes`,
 * `offers`, `drivers` and `vehicles`: null until the driver chose this offer (an agency never
 * searches a masked driver's identity, docs/product/design.md §5) or once the quote is
 * anonymised (server/modules/privacy), then one line each of
 * "first last", "last first", the CIN, the E.164 phone and the plate. The search condition
 * itself is checked on the driver's rows; this text lets a trigram index find the candidates.
 */
export const clientSearchSql = sql<
  string | null
>`(case when coalesce(${quotes.selectedOfferId} = ${offers.id}, false) and ${quotes.anonymisedAt} is null
  then ${drivers.firstName} || ' ' || ${drivers.lastName} || chr(10) || ${drivers.lastName} || ' ' || ${drivers.firstName}
    || chr(10) || ${drivers.cin} || chr(10) || ${drivers.phone} || chr(10) || ${vehicles.plate} end)`;

/**
 * The names of the quote's city in every language, one a line (`namesKeySql`), for a query
 * joined to `cities`: what the search by city name looks through, and, line by line
 * (`nameFromKeySql`), what the priced tables sort by city on.
 */
export const cityNamesSql = namesKeySql(cities);

/**
 * Whether the offer became a confirmed contract, for a query of `offers`: the driver chose it and
 * the agency confirmed (docs/product/design.md §5 selected → confirmed, recorded once).
 */
export const contractedSql = sql<boolean>`exists (select 1 from ${contracts}
  where ${contracts.offerId} = ${offers.id} and ${contracts.decision} = 'confirmed')`;

/**
 * The status this agency sees (`agencyStatusSql`) with the clock aside, for a query joined to
 * `quotes` and `offers`: what the quote's stored status gives, an open quote reading `offered`
 * even past its validity (the expiry job writes `expired` within its period; the tables read
 * `expired` for it meanwhile, `statusOfKeysSql`).
 */
export const statusKeySql = agencyStatusSql({
  status: sql`${quotes.status}`,
  expiresAt: sql`'infinity'::timestamptz`,
  selectedOfferId: sql`${quotes.selectedOfferId}`,
  ownOfferId: sql`${offers.id}`,
});

/**
 * The status this agency sees (`agencyStatusSql`) at the instant `at` (SQL, now() by default),
 * read from the offer's own keys: its stored status, `expired` for an open quote past its
 * validity. Equal to the rule on every offer (offer-keys.test.ts), so the priced tables sort
 * and filter on it through their indexes.
 */
export function statusOfKeysSql(at: SQL = sql`now()`): SQL<AgencyQuoteStatus> {
  return sql<AgencyQuoteStatus>`(case
    when ${offers.openUntil} <= ${at} then 'expired' else ${offers.statusKey} end)`;
}

/** The quote's end of validity while the offer's status key is `offered`, null otherwise. */
const openUntilSql = sql<Date | null>`(case when ${statusKeySql} = 'offered' then ${quotes.expiresAt} end)`;

/**
 * The offers whose status at `at` read from the keys (`statusOfKeysSql`) is `status`, as
 * conditions that each read one range of the (agency, status key, …) indexes: `expired` is the
 * stored status and the open quotes past their validity the expiry job has not reached yet;
 * `offered` the open ones within it. offer-keys.test.ts checks them against `statusOfKeysSql`.
 */
export function statusKeyRanges(
  status: AgencyQuoteStatus,
  at: SQL = sql`now()`,
): [SQL] | [SQL, SQL] {
  switch (status) {
    case 'offered':
      return [sql`(${offers.statusKey} = 'offered' and ${offers.openUntil} > ${at})`];
    case 'expired':
      return [sql`${offers.statusKey} = 'expired'`, sql`${offers.openUntil} <= ${at}`];
    default:
      return [sql`${offers.statusKey} = ${status}`];
  }
}

/**
 * Writes again the status key of every offer on `quoteIds`: called in the transaction that
 * changes those quotes' stored status or selection (changeQuoteStatus, the expiry job).
 */
export async function writeStatusKeys(tx: Transaction, quoteIds: readonly string[]): Promise<void> {
  if (quoteIds.length === 0) return;
  await tx.execute(sql`update ${offers} set ${sql.identifier('status_key')} = ${statusKeySql},
      ${sql.identifier('open_until')} = ${openUntilSql}
    from ${quotes} where ${inArray(quotes.id, [...quoteIds])} and ${offers.quoteId} = ${quotes.id}`);
}

/** Writes the offer's `contracted` key: called in the transaction that records the decision. */
export async function writeContractKey(tx: Transaction, offerId: string): Promise<void> {
  await tx.update(offers).set({ contracted: contractedSql }).where(eq(offers.id, offerId));
}

/** The keys of a new offer on `quoteId`: its reference, city and initials (not yet chosen). */
export async function newOfferKeys(
  tx: Transaction,
  quoteId: string,
): Promise<{
  quoteReference: string;
  cityId: number;
  cityNames: string;
  clientKey: string;
  statusKey: AgencyQuoteStatus;
  /** Read by the insert itself: a JavaScript Date would drop the microseconds. */
  openUntil: SQL<Date> | null;
}> {
  const [row] = await tx
    .select({
      quoteReference: quotes.reference,
      cityId: quotes.cityId,
      cityNames: cityNamesSql,
      clientKey: initialsKeySql(),
      status: quotes.status,
    })
    .from(quotes)
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .innerJoin(cities, eq(cities.id, quotes.cityId))
    .where(eq(quotes.id, quoteId));
  if (!row) throw new Error(`quote ${quoteId} missing`);
  const { status, ...keys } = row;
  // A new offer is priced, and no driver chose it yet.
  const statusKey = agencyQuoteStatus({
    status,
    pastExpiry: false,
    priced: true,
    selectedOurs: false,
  });
  const openUntil =
    statusKey === 'offered'
      ? sql<Date>`(select ${quotes.expiresAt} from ${quotes} where ${quotes.id} = ${quoteId})`
      : null;
  return { ...keys, statusKey, openUntil };
}

/**
 * Writes again the keys of every offer on `quoteId` that depend on the driver's selection (the
 * shown price, the client's identity): called in the selection's transaction.
 */
export async function writeSelectionKeys(tx: Transaction, quoteId: string): Promise<void> {
  await tx.execute(sql`update ${offers} set
      ${sql.identifier('shown_price_centimes')} = ${shownPriceSql},
      ${sql.identifier('client_search')} = ${clientSearchSql}
    from ${quotes}
      join ${drivers} on ${drivers.id} = ${quotes.driverId}
      join ${vehicles} on ${vehicles.id} = ${quotes.vehicleId}
    where ${quotes.id} = ${quoteId} and ${offers.quoteId} = ${quotes.id}`);
}

/** Every stored key of `offers` next to the value of its rule, for the keys' tests. */
export const offerKeyRules = {
  quoteReference: [sql`${offers.quoteReference}`, sql`${quotes.reference}`],
  cityId: [sql`${offers.cityId}`, sql`${quotes.cityId}`],
  cityNames: [sql`${offers.cityNames}`, cityNamesSql],
  // Each line read back is the name the tables show in that language (the sort by city).
  ...Object.fromEntries(
    languages.map((language) => [
      `cityName_${language}`,
      [nameFromKeySql(offers.cityNames, language), localizedName(cities, language)],
    ]),
  ),
  clientKey: [sql`${offers.clientKey}`, initialsKeySql()],
  shownPriceCentimes: [sql`${offers.shownPriceCentimes}`, shownPriceSql],
  clientSearch: [sql`${offers.clientSearch}`, clientSearchSql],
  contracted: [sql`${offers.contracted}`, contractedSql],
  statusKey: [sql`${offers.statusKey}`, statusKeySql],
  openUntil: [sql`${offers.openUntil}`, openUntilSql],
  // The status read from the keys is the rule's, clock included.
  status: [statusOfKeysSql(), offerStatusSql],
} satisfies Record<string, [stored: SQL, rule: SQL]>;

/** The client key kept on the quote (quotes.clientKey) next to its rule, for the keys' tests. */
export const quoteClientKeyRule = [sql`${quotes.clientKey}`, initialsKeySql()] as const;

/**
 * Writes again the client keys (initials, search text) of `quoteIds` and of every offer on them:
 * called in the transaction that anonymised those quotes, whose drivers' names are now empty.
 */
export async function writeClientKeys(tx: Transaction, quoteIds: readonly string[]): Promise<void> {
  if (quoteIds.length === 0) return;
  await tx.execute(sql`update ${quotes} set ${sql.identifier('client_key')} = ${initialsKeySql()}
    from ${drivers} where ${drivers.id} = ${quotes.driverId} and ${inArray(quotes.id, [...quoteIds])}`);
  await tx.execute(sql`update ${offers} set
      ${sql.identifier('client_key')} = ${initialsKeySql()},
      ${sql.identifier('client_search')} = ${clientSearchSql}
    from ${quotes}
      join ${drivers} on ${drivers.id} = ${quotes.driverId}
      join ${vehicles} on ${vehicles.id} = ${quotes.vehicleId}
    where ${inArray(quotes.id, [...quoteIds])} and ${offers.quoteId} = ${quotes.id}`);
}
