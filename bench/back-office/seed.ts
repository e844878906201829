import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { seedQuotes, steadyState } from '../quote-journey/seed.ts';

/** What the back-office seed made: the demo agency that priced, and the counts loaded. */
export interface BackOfficeSeed {
  agency: { id: string; city_id: number };
  counts: { offers: number; contracts: number; city: number };
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Loads the back-office benchmark's data into a migrated database with the demo accounts:
 * `quoteCount` quotes owned by `ownerUserId`, created over the last year, 40 % in Casablanca;
 * the Casablanca agency of agent.casablanca priced a third of its city's quotes, and one in
 * ten of those became a confirmed contract; quotes past their 30 days are expired. Ends with
 * `vacuum analyze` and a checkpoint. About 4 minutes for 1,000,000 quotes on two cores.
 */
export async function seedBackOffice(
  db: Database,
  quoteCount: number,
  ownerUserId: string,
): Promise<BackOfficeSeed> {
  await seedQuotes(db, quoteCount, ownerUserId, { spreadMinutes: 525_600, analyze: false });
  const [agency] = rows<{ id: string; city_id: number }>(
    await db.execute(
      sql`select a.id, a.city_id from agencies a join users u on u.agency_id = a.id where u.email = 'agent.casablanca@moqarana.ma'`,
    ),
  );
  if (!agency) throw new Error('demo agency missing');
  // A third of the city's quotes priced by the agency, a day after they arrived.
  await db.execute(sql`
    insert into offers (id, quote_id, agency_id, basic_price_centimes, intermediate_price_centimes,
      premium_price_centimes, valid_until, created_at, updated_at)
    select gen_random_uuid(), q.id, ${agency.id}, 300000 + (hashtext(q.id::text) & 65535) * 2,
      500000, 700000, (q.created_at + interval '31 days')::date,
      q.created_at + interval '1 day', q.created_at + interval '1 day'
    from quotes q where q.city_id = ${agency.city_id} and hashtext(q.reference) % 3 = 0`);
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
  await db.execute(sql`
    insert into contracts (quote_id, agency_id, offer_id, decision, policy_number, start_date,
      annual_premium_centimes, decided_at)
    select q.id, ${agency.id}, q.selected_offer_id, 'confirmed', 'POL-' || q.reference,
      (q.selected_at + interval '1 day')::date, o.basic_price_centimes,
      q.selected_at + interval '1 day'
    from quotes q join offers o on o.id = q.selected_offer_id where o.agency_id = ${agency.id}`);
  // Quotes past their validity are `expired`, as the expiry job leaves them (docs/product/design.md §5):
  // the open-quote index then holds the last 30 days only.
  await db.execute(sql`
    update quotes set status = 'expired'
    where status in ('pending', 'offered') and expires_at <= now()`);
  await steadyState(db);
  const [counts] = rows<BackOfficeSeed['counts']>(
    await db.execute(sql`select (select count(*)::int from offers) as offers,
      (select count(*)::int from contracts) as contracts,
      (select count(*)::int from quotes where city_id = ${agency.city_id}) as city`),
  );
  if (!counts) throw new Error('counts missing');
  return { agency, counts };
}
