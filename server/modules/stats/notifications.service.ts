import { eq, sql, type SQL } from 'drizzle-orm';
import type { NotificationFeed, NotificationItem } from '../../../domain/back-office.types.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';

/** Events the menu lists, newest first. */
export const feedSize = 10;

/** Unread counts stop here ("99+"). */
export const unreadCap = 99;

/** How far back the menu looks for new pending quotes. */
const pendingWindow = sql`interval '7 days'`;

interface EventRow {
  kind: NotificationItem['kind'];
  id: string;
  label: string;
  at: Date | string;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The notifications menu (issue 6 item 2), from real events: for agency staff, new quotes to
 * price in the agency's city (open, not yet priced by the agency, last 7 days) and drivers who
 * selected the agency's offer (the audit log's `quote.selected` entries); for the platform
 * admin, agency registrations. Events after the person last opened the menu are unread.
 */
export async function notificationFeed(db: Database, actor: Actor): Promise<NotificationFeed> {
  const [seen] = await db
    .select({ at: users.notificationsSeenAt })
    .from(users)
    .where(eq(users.id, actor.userId));
  const seenAt = seen?.at ?? new Date(0);
  const queries: SQL[] = [];
  const unread: SQL[] = [];
  if (actor.agencyId && actor.cityId !== null) {
    const openHere = sql`q.city_id = ${actor.cityId} and q.status in ('pending', 'offered')
      and q.expires_at > now() and q.created_at > now() - ${pendingWindow}
      and not exists (select 1 from offers o where o.quote_id = q.id and o.agency_id = ${actor.agencyId})`;
    queries.push(sql`(select 'newPendingQuote' as kind, q.id::text as id, q.reference as label,
      q.created_at as at from quotes q where ${openHere}
      order by q.created_at desc limit ${feedSize})`);
    queries.push(sql`(select 'offerSelected' as kind, a.entity_id as id, q.reference as label,
      a.at from audit_log a join quotes q on q.id = a.entity_id::uuid
      where a.agency_id = ${actor.agencyId} and a.action = 'quote.selected'
      order by a.at desc limit ${feedSize})`);
    unread.push(sql`(select count(*) from (select 1 from quotes q
      where ${openHere} and q.created_at > ${seenAt.toISOString()}::timestamptz limit ${unreadCap}) x)`);
    unread.push(sql`(select count(*) from (select 1 from audit_log a
      where a.agency_id = ${actor.agencyId} and a.action = 'quote.selected'
      and a.at > ${seenAt.toISOString()}::timestamptz limit ${unreadCap}) x)`);
  } else if (actor.role === 'platform_admin') {
    queries.push(sql`(select 'agencyRegistered' as kind, g.id::text as id, g.name as label,
      g.created_at as at from agencies g where g.status = 'pending'
      order by g.created_at desc limit ${feedSize})`);
    unread.push(sql`(select count(*) from (select 1 from agencies g where g.status = 'pending'
      and g.created_at > ${seenAt.toISOString()}::timestamptz limit ${unreadCap}) x)`);
  } else {
    return { items: [], unreadCount: 0 };
  }
  const [events, counts] = await Promise.all([
    rowsOf<EventRow>(
      db,
      sql`select * from (${sql.join(queries, sql` union all `)}) e order by at desc limit ${feedSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select (${sql.join(unread, sql` + `)})::int as n`),
  ]);
  return {
    items: events.map((event) => {
      const at = new Date(event.at);
      return {
        kind: event.kind,
        id: event.id,
        label: event.label,
        at: at.toISOString(),
        unread: at > seenAt,
      };
    }),
    unreadCount: Math.min(Number(counts[0]?.n ?? 0), unreadCap),
  };
}

/** The person opened the menu: everything until now is read. */
export async function markNotificationsSeen(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ notificationsSeenAt: new Date() }).where(eq(users.id, userId));
}
