import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { writeStatusKeysOfAll } from '../back-office/seed.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What the win/loss load reports. */
export interface WinLossSeed {
  agencyId: string;
  competitorOffers: number;
  chosenByCompetitor: number;
  calls: number;
  cancelled: number;
}

/**
 * Adds the facts the Performance page reads to the back-office load (bench/back-office/seed.ts,
 * whose agency priced a third of Casablanca's quotes and won one in ten): who priced each offer
 * (the agency's agent, its manager for one in four), a competitor's offer, 10 % cheaper, on a
 * third of the quotes the agency did not win, half of which the drivers chose (Intermédiaire),
 * a call within 4 hours of each choice of the agency, and one in seven of its other priced
 * quotes cancelled. Done once: a database that has the competitor's offers is left as it is.
 */
export async function seedWinLoss(db: Database): Promise<WinLossSeed> {
  const [ids] = rows<{ agency: string; competitor: string; agent: string; manager: string }>(
    await db.execute(sql`select
      (select agency_id from users where email = 'agent.casablanca@moqarana.ma') as agency,
      (select agency_id from users where email = 'agent2.casablanca@moqarana.ma') as competitor,
      (select id from users where email = 'agent.casablanca@moqarana.ma') as agent,
      (select id from users where email = 'manager.casablanca@moqarana.ma') as manager`),
  );
  if (!ids) throw new Error('demo accounts missing');
  const [loaded] = rows<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from offers where agency_id = ${ids.competitor}`,
    ),
  );
  if (!loaded?.n) {
    await db.execute(sql`update offers set priced_by = case when hashtext(quote_id::text) % 4 = 0
      then ${ids.manager} else ${ids.agent} end where agency_id = ${ids.agency}`);
    await db.execute(sql`
      insert into offers (id, quote_id, agency_id, basic_price_centimes, intermediate_price_centimes,
        premium_price_centimes, valid_until, created_at, updated_at, quote_reference, city_id,
        city_names, client_key, shown_price_centimes, priced_by, status_key, open_until)
      select gen_random_uuid(), o.quote_id, ${ids.competitor}, o.basic_price_centimes * 9 / 10,
        o.intermediate_price_centimes * 9 / 10, o.premium_price_centimes * 9 / 10, o.valid_until,
        o.created_at + interval '2 hours', o.created_at + interval '2 hours', o.quote_reference,
        o.city_id, o.city_names, o.client_key, o.basic_price_centimes * 9 / 10,
        (select id from users where email = 'agent2.casablanca@moqarana.ma'), 'offered',
        o.open_until
      from offers o join quotes q on q.id = o.quote_id
      where o.agency_id = ${ids.agency} and q.selected_offer_id is null
        and abs(hashtext(o.quote_id::text)) % 3 = 1`);
    await db.execute(sql`
      update quotes q set status = 'confirmed', selected_offer_id = w.id,
        selected_pack = 'intermediate', selected_at = w.created_at + interval '1 day'
      from offers w
      where w.quote_id = q.id and w.agency_id = ${ids.competitor}
        and abs(hashtext(q.reference)) % 2 = 0`);
    await db.execute(sql`
      insert into contract_calls (quote_id, agency_id, outcome, called_by, called_at)
      select q.id, ${ids.agency}, 'reached',
        case when hashtext(q.id::text) % 4 = 0 then ${ids.manager} else ${ids.agent} end,
        q.selected_at + make_interval(mins => abs(hashtext(q.id::text)) % 240)
      from quotes q join offers o on o.id = q.selected_offer_id
      where o.agency_id = ${ids.agency}`);
    await db.execute(sql`
      update quotes q set status = 'cancelled' from offers o
      where o.quote_id = q.id and o.agency_id = ${ids.agency} and q.selected_offer_id is null
        and abs(hashtext(q.id::text)) % 7 = 3`);
    await writeStatusKeysOfAll(db);
    await db.execute(sql`vacuum analyze offers`);
    await db.execute(sql`vacuum analyze quotes`);
    await db.execute(sql`vacuum analyze contract_calls`);
  }
  const [counts] = rows<Omit<WinLossSeed, 'agencyId'>>(
    await db.execute(sql`select
      (select count(*)::int from offers where agency_id = ${ids.competitor}) as "competitorOffers",
      (select count(*)::int from quotes q join offers w on w.id = q.selected_offer_id
        where w.agency_id = ${ids.competitor}) as "chosenByCompetitor",
      (select count(*)::int from contract_calls where agency_id = ${ids.agency}) as calls,
      (select count(*)::int from quotes q join offers o on o.quote_id = q.id
        where o.agency_id = ${ids.agency} and q.status = 'cancelled') as cancelled`),
  );
  if (!counts) throw new Error('no counts');
  return { agencyId: ids.agency, ...counts };
}
