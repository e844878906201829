import { eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../domain/languages.ts';
import type { QuoteTable } from '../../../domain/offers/quote-tables.ts';
import { toMoroccanE164 } from '../../../domain/phone.ts';
import { plateSchema } from '../../../domain/quotes/request.ts';
import type { Database } from '../../db/client.ts';
import { cities, drivers, offers, quotes, vehicles } from '../../db/schema/index.ts';
import { localizedName } from '../../lib/localized-name.ts';
import { chosenByDriverSql } from '../offers/index.ts';

/*
 * The search box of the back-office tables (docs/product/specification.md §9): a reference, a
 * client's initials, a city's name, and on the priced tables the agency's own clients.
 */

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A whole reference (`MQ-2026-000123`, six digits or more: submit-quote.service.ts), searched as
 * one lookup in its unique index.
 */
export const wholeReference = /^MQ-\d{4}-\d{6,}$/i;

/** The LIKE pattern of `text` anywhere in a column, its wildcards taken literally. */
const fragmentPattern = (text: string) => `%${likeLiteral(text)}%`;

/**
 * Whether the agency's city's name, as `language` shows it, matches the search box's `search`:
 * on the pending table (that city's quotes only) it then matches every row.
 */
export async function cityNameMatches(
  db: Database,
  cityId: number,
  search: string,
  language: Language,
): Promise<boolean> {
  const [row] = await db
    .select({
      matches: sql<boolean>`${localizedName(cities, language)} ilike ${fragmentPattern(search)}`,
    })
    .from(cities)
    .where(eq(cities.id, cityId));
  return row?.matches ?? false;
}

/**
 * The agency's own clients matching `search`: quotes whose driver selected this agency's offer,
 * by full name (fragment), CIN, phone or plate (whole, in any usual spelling). Every other
 * quote's driver stays masked (docs/product/design.md §5), so a search never tells whether a masked driver
 * has some CIN or phone: the identity is compared only on rows already selected by this agency.
 * It runs on the rows the table's scan of the agency's offers reads anyway: no extra scan.
 */
function ownClientCondition(search: string): SQL {
  const pattern = fragmentPattern(search);
  const identity = [
    sql`(${drivers.firstName} || ' ' || ${drivers.lastName}) ilike ${pattern}`,
    sql`(${drivers.lastName} || ' ' || ${drivers.firstName}) ilike ${pattern}`,
    sql`${drivers.cin} = ${search.replace(/\s/g, '').toUpperCase()}`,
  ];
  const phone = toMoroccanE164(search);
  if (phone) identity.push(sql`${drivers.phone} = ${phone}`);
  const plate = plateSchema.safeParse(search);
  if (plate.success)
    identity.push(
      sql`(select ${vehicles.plate} from ${vehicles} where ${vehicles.id} = ${quotes.vehicleId}) = ${plate.data}`,
    );
  return sql`(${chosenByDriverSql} and (${sql.join(identity, sql` or `)}))`;
}

/**
 * The offers of the agency's own clients `ownClientCondition` may match: the stored identity
 * (clientSearchSql) holds each text it compares, so a trigram index finds them.
 */
function ownClientCandidates(search: string): SQL[] {
  const candidates = [fragmentPattern(search)];
  // A CIN typed with spaces (`AB 123456`) is stored without them. Without a space the CIN's
  // form is the search itself but for its case, which `ilike` ignores (a CIN is ASCII
  // letters and digits, `cinSchema` in domain/validation.ts): a second arm would read the
  // index again.
  if (/\s/.test(search)) candidates.push(fragmentPattern(search.replace(/\s/g, '').toUpperCase()));
  const phone = toMoroccanE164(search);
  if (phone) candidates.push(fragmentPattern(phone));
  const plate = plateSchema.safeParse(search);
  if (plate.success) candidates.push(fragmentPattern(plate.data));
  return candidates.map((text) => sql`${offers.clientSearch} ilike ${text}`);
}

/**
 * The search box (docs/product/specification.md §9: the tables are searchable): a reference fragment, a client's initials
 * (`SB`, `S. B.`) or a city name, case-insensitive; on the priced tables also the agency's own
 * clients (ownClientCondition). `cityMatches`, for the pending table (one city): whether that
 * city's name matches, every row then does.
 */
export function searchCondition(
  search: string,
  table: QuoteTable,
  language: Language,
  cityMatches: boolean,
): SQL | undefined {
  if (!search) return undefined;
  // The priced tables search the keys kept on the agency's offers (offer-keys.ts): every arm
  // below is then a trigram index condition on offers, and PostgreSQL
  // reads only the matching rows; the pending table reads the quote's own columns.
  const priced = table !== 'pending';
  const reference = priced ? sql`${offers.quoteReference}` : sql`${quotes.reference}`;
  // A whole reference (pasted from a call or an e-mail) is one lookup in its unique index.
  if (wholeReference.test(search)) return sql`${reference} = ${search.toUpperCase()}`;
  const pattern = fragmentPattern(search);
  // Initials are two letters alone (`SB`, `S. B.`): the letters of a CIN are not initials.
  const initials = /^\p{L}\.?\s*\p{L}\.?$/u.test(search)
    ? likeLiteral(search.replace(/[^\p{L}]/gu, ''))
    : null;
  if (!priced) {
    if (cityMatches) return undefined;
    // Both arms read the open quotes' trigram index (quotes_open_search).
    const arms = [sql`${reference} ilike ${pattern}`];
    if (initials) arms.push(sql`${quotes.clientKey} ilike ${initials}`);
    return sql`(${sql.join(arms, sql` or `)})`;
  }
  const cityName = sql`${localizedName(cities, language)} ilike ${pattern}`;
  const conditions = [sql`${reference} ilike ${pattern}`, cityName];
  if (initials) conditions.push(sql`${offers.clientKey} ilike ${initials}`);
  // The same arms on the offer's own columns, the own clients' by their candidates: implied by
  // the condition, this lets PostgreSQL combine the offers' indexes before any join.
  const onOffers = [
    sql`${offers.quoteReference} ilike ${pattern}`,
    sql`${offers.cityNames} ilike ${pattern}`,
    ...(initials ? [sql`${offers.clientKey} ilike ${initials}`] : []),
    ...ownClientCandidates(search),
  ];
  conditions.push(ownClientCondition(search));
  return sql`((${sql.join(onOffers, sql` or `)}) and (${sql.join(conditions, sql` or `)}))`;
}
