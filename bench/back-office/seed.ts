import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../server/db/client.ts';
import {
  offerKeyRules,
  shownPriceSql,
  clientSearchSql,
  contractedSql,
} from '../../server/modules/offers/offer-keys.ts';
import { createScratchDatabase, signUpDriver } from '../../server/test/harness.ts';
import { seedQuotes, steadyState } from '../quote-journey/seed.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The SQL of the offer keys taken from the quote (reference, city id, city names, initials
 * key), by the rules of server/modules/offers/offer-keys.ts, for the benchmarks' bulk inserts,
 * and those of an open quote's new offer (status key `offered`, open until the quote's end of
 * validity); `writeStatusKeysOfAll` writes the latter again once the quotes have their final
 * status.
 */
export function quoteKeyRules() {
  return [
    ...[
      offerKeyRules.quoteReference,
      offerKeyRules.cityId,
      offerKeyRules.cityNames,
      offerKeyRules.clientKey,
    ].map(([, rule]) => rule),
    sql`'offered'`,
    sql`quotes.expires_at`,
  ];
}

/** Every offer's status keys by their rules, as writeStatusKeys writes them for a quote. */
export async function writeStatusKeysOfAll(db: Database | Transaction): Promise<void> {
  await db.execute(sql`update offers set status_key = ${offerKeyRules.statusKey[1]},
      open_until = ${offerKeyRules.openUntil[1]}
    from quotes where offers.quote_id = quotes.id`);
}

/**
 * `count` survey answers spread over the agencies whose ids `agencyIds` selects (a SQL query of
 * one `id` column), one per quote other than `exceptQuoteId`, three days after it: ratings 1 to 5
 * in turn, a tenth with a comment whose author consented to its publication; then the agencies'
 * running totals (`agency_ratings`) as the survey writer keeps them.
 */
export async function seedSurveys(
  db: Database | Transaction,
  agencyIds: ReturnType<typeof sql>,
  count: number,
  exceptQuoteId: string,
): Promise<void> {
  await db.execute(sql`
    insert into surveys (quote_id, agency_id, rating, comment, publish_consent_at,
      publish_consent_version, created_at)
    select q.id, a.ids[1 + n % array_length(a.ids, 1)], 1 + n % 5,
      case when n % 10 = 0 then 'Avis ' || n else '' end,
      case when n % 10 = 0 then now() end, case when n % 10 = 0 then 'avis-2026-11' end,
      q.created_at + interval '3 days'
    from (select id, created_at, row_number() over () as n from quotes
        where id <> ${exceptQuoteId} limit ${count}) q,
      (select array_agg(id) as ids from (${agencyIds}) chosen) a`);
  await db.execute(sql`
    insert into agency_ratings (agency_id, rating_count, rating_sum)
    select agency_id, count(*), sum(rating) from surveys group by agency_id
    on conflict (agency_id) do update set rating_count = excluded.rating_count, rating_sum = excluded.rating_sum`);
  await db.execute(sql`analyze surveys`);
}

/**
 * The database a back-office benchmark runs on: `BENCH_DATABASE_URL` when set, kept after the
 * run so the next one reuses its load (1,000,000 quotes take minutes to load), else a scratch
 * database on `DATABASE_URL`, dropped at the end.
 */
export async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const kept = process.env.BENCH_DATABASE_URL;
  if (kept) return { url: kept, drop: async () => undefined };
  if (!process.env.DATABASE_URL)
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL server (this benchmark loads 1,000,000 quotes).',
    );
  return createScratchDatabase(process.env.DATABASE_URL);
}

/** What the back-office seed reports. */
export interface BackOfficeSeed {
  agency: { id: string; city_id: number };
  /** Seconds the load took; null when an earlier run's load was reused. */
  seedSeconds: number | null;
  counts: { offers: number; contracts: number; city: number };
}

/**
 * Loads `quoteCount` quotes over a year, 40 % in Casablanca; the Casablanca agency of
 * agent.casablanca prices a third of its city's quotes, and one in ten of those becomes a
 * confirmed contract; quotes past their 30 days are expired. A database that already holds
 * `quoteCount` quotes is reused as it is. The offers' sort keys are written by the rules of
 * server/modules/offers/offer-keys.ts, as the pricing and selection do.
 */
export async function seedBackOffice(
  db: Database,
  baseUrl: string,
  quoteCount: number,
): Promise<BackOfficeSeed> {
  const [agency] = rows<{ id: string; city_id: number }>(
    await db.execute(
      sql`select a.id, a.city_id from agencies a join users u on u.agency_id = a.id where u.email = 'agent.casablanca@moqarana.ma'`,
    ),
  );
  if (!agency) throw new Error('demo agency missing');
  const [existing] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from quotes`),
  );
  let seedSeconds: number | null = null;
  if (existing?.n !== quoteCount) {
    if (existing?.n) throw new Error(`the database holds ${existing.n} quotes, not ${quoteCount}`);
    const owner = await signUpDriver(baseUrl);
    const started = Date.now();
    await seedQuotes(db, quoteCount, owner.user.id, { spreadMinutes: 525_600, analyze: false });
    const [quoteReference, cityId, cityNames, clientKey, statusKey, openUntil] = quoteKeyRules();
    // A third of the city's quotes priced by the agency, a day after they arrived.
    await db.execute(sql`
      insert into offers (id, quote_id, agency_id, basic_price_centimes, intermediate_price_centimes,
        premium_price_centimes, valid_until, created_at, updated_at, quote_reference, city_id,
        city_names, client_key, shown_price_centimes, status_key, open_until)
      select gen_random_uuid(), quotes.id, ${agency.id}, 300000 + (hashtext(quotes.id::text) & 65535) * 2,
        500000, 700000, (quotes.created_at + interval '31 days')::date,
        quotes.created_at + interval '1 day', quotes.created_at + interval '1 day',
        ${quoteReference}, ${cityId}, ${cityNames}, ${clientKey}, 300000 + (hashtext(quotes.id::text) & 65535) * 2,
        ${statusKey}, ${openUntil}
      from quotes join drivers on drivers.id = quotes.driver_id join cities on cities.id = quotes.city_id
      where quotes.city_id = ${agency.city_id} and hashtext(quotes.reference) % 3 = 0`);
    await db.execute(sql`
      update quotes q set status = 'offered' from offers o
      where o.quote_id = q.id and o.agency_id = ${agency.id}`);
    // One in ten priced quotes selected this agency and became a contract two days later.
    await db.execute(sql`
      with chosen as (
        select o.id as offer_id, o.quote_id, o.basic_price_centimes, o.created_at from offers o
        where o.agency_id = ${agency.id} and hashtext(o.quote_id::text) % 10 = 0)
      update quotes q set status = 'confirmed', selected_offer_id = c.offer_id,
        selected_pack = 'basic', selected_at = c.created_at + interval '1 day'
      from chosen c where c.quote_id = q.id`);
    // The selection's keys, as writeSelectionKeys writes them.
    await db.execute(sql`
      update offers set shown_price_centimes = ${shownPriceSql}, client_search = ${clientSearchSql}
      from quotes join drivers on drivers.id = quotes.driver_id join vehicles on vehicles.id = quotes.vehicle_id
      where offers.quote_id = quotes.id and quotes.selected_offer_id = offers.id`);
    await db.execute(sql`
      insert into contracts (quote_id, agency_id, offer_id, decision, policy_number, start_date,
        annual_premium_centimes, decided_at)
      select q.id, ${agency.id}, q.selected_offer_id, 'confirmed', 'POL-' || q.reference,
        (q.selected_at + interval '1 day')::date, o.basic_price_centimes,
        q.selected_at + interval '1 day'
      from quotes q join offers o on o.id = q.selected_offer_id where o.agency_id = ${agency.id}`);
    // The contract's key on its offer, as writeContractKey writes it.
    await db.execute(sql`update offers set contracted = ${contractedSql}
      where agency_id = ${agency.id} and ${contractedSql}`);
    // Quotes past their validity are `expired`, as the expiry job leaves them (docs/product/design.md §5):
    // the open-quote index then holds the last 30 days only.
    await db.execute(sql`
      update quotes set status = 'expired'
      where status in ('pending', 'offered') and expires_at <= now()`);
    await writeStatusKeysOfAll(db);
    await steadyState(db);
    seedSeconds = (Date.now() - started) / 1000;
  }
  const [counts] = rows<{ offers: number; contracts: number; city: number }>(
    await db.execute(sql`select (select count(*)::int from offers where agency_id = ${agency.id}) as offers,
      (select count(*)::int from contracts where agency_id = ${agency.id}) as contracts,
      (select count(*)::int from quotes where city_id = ${agency.city_id}) as city`),
  );
  if (!counts) throw new Error('no counts');
  return { agency, seedSeconds, counts };
}
