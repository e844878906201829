import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { quoteClientKeyRule } from '../../server/modules/offers/offer-keys.ts';

/**
 * Bulk-loads `count` quotes (with their driver, vehicle and guarantee rows) in set-based SQL:
 * 40 % in Casablanca, the rest spread over the other cities, created over the last
 * `spreadMinutes` (25 days by default), pending; those older than 30 days are past their
 * validity. Ids are derived from the row number, so the four tables line up.
 */
export async function seedQuotes(
  db: Database,
  count: number,
  ownerUserId: string,
  { spreadMinutes = 36_000, analyze = true } = {},
): Promise<void> {
  // A version-4 UUID derived from a row number, valid like gen_random_uuid()'s (RFC 9562).
  await db.execute(sql`
    create or replace function pg_temp.mq_uuid(kind text, n int) returns uuid language sql immutable as $$
      select overlay(overlay(md5(kind || n) placing '4' from 13) placing '8' from 17)::uuid
    $$`);
  const ref = (table: string) => sql.raw(`(select min(id) from ${table})`);
  const city = sql.raw(
    `(case when g % 10 < 4 then (select id from cities where name_fr = 'Casablanca') else 1 + (g % 30) end)`,
  );
  await db.execute(sql`
    insert into drivers (id, user_id, last_name, first_name, city_id, cin, email, phone, birth_date,
      profession_id, convention_id, licence_obtained_on, licence_expires_on, created_at)
    select pg_temp.mq_uuid('d', g), ${ownerUserId}, 'Nom' || g, 'Prénom' || g, ${city},
      'AB' || lpad((g % 1000000)::text, 6, '0'), 'bulk' || g || '@example.ma', '+212612345678',
      date '1970-01-01' + (g % 12000), ${ref('professions')}, ${ref('conventions')},
      date '2005-01-01', date '2036-01-01', now() - (g % ${spreadMinutes}) * interval '1 minute'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into vehicles (id, user_id, brand_id, fuel_id, fiscal_power_id, seat_count_id,
      first_registration_date, new_value_centimes, market_value_centimes, plate, created_at)
    select pg_temp.mq_uuid('v', g), ${ownerUserId}, ${ref('brands')}, ${ref('fuels')}, ${ref('fiscal_powers')},
      ${ref('seat_counts')}, date '2018-01-01', 20000000, 12000000, (g % 99999) || '-A-6', now()
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into guarantee_choices (id, pfcp, theft, collision_damage, legal_defence, all_risk, glass_breakage, assistance)
    select pg_temp.mq_uuid('c', g), 'pfcp.1', 'theft.F0', 'collisionDamage.1', 'legalDefence.1', 'allRisk.1',
      'glassBreakage.1', 'assistance.breakdown'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into quotes (id, reference, user_id, driver_id, vehicle_id, guarantee_choice_id, city_id, client_key, status,
      insurance_start_date, consent_at, consent_version, idempotency_key, expires_at, created_at)
    select pg_temp.mq_uuid('q', g), 'MQ-' || (2020 + g / 900000) || '-' || lpad((g % 900000)::text, 6, '0'), ${ownerUserId}, drivers.id,
      pg_temp.mq_uuid('v', g), pg_temp.mq_uuid('c', g), ${city}, ${quoteClientKeyRule[1]}, 'pending', current_date + 7, now(), 'cgu-2026-11',
      'bulk-' || g, now() - (g % ${spreadMinutes}) * interval '1 minute' + interval '30 days',
      now() - (g % ${spreadMinutes}) * interval '1 minute'
    from generate_series(1, ${count}) g join drivers on drivers.id = pg_temp.mq_uuid('d', g)`);
  if (analyze) await steadyState(db);
}

/**
 * A steady-state database after a bulk load: statistics and visibility map up to date, dirty
 * pages written, so neither autovacuum nor the checkpointer wakes up during the measurement.
 */
export async function steadyState(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}
