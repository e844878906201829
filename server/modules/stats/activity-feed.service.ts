import { eq, sql, type SQL } from 'drizzle-orm';
import { hasRole, managerRoles, platformRoles } from '../../../domain/accounts/roles.ts';
import type { ActivityFeed } from '../../../domain/notifications/activity-feed.ts';
import type { ActivityKind } from '../../../domain/notifications/activity-feed.ts';
import type { Database } from '../../db/client.ts';
import { notificationReads } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { decodePosition, microsecondInstant, toPage } from '../../lib/keyset.ts';
import { awaitingPriceSql } from '../offers/index.ts';
import { quoteColumnsAs } from '../quotes/index.ts';
import { markFeedSeen } from '../accounts/index.ts';
import { callOverdueSql } from '../contracts/index.ts';

/** How far back new pending quotes count as news (days). */
const pendingWindow = sql`interval '7 days'`;

interface EventRow {
  kind: ActivityKind;
  id: string;
  label: string;
  at: string;
  unread: boolean;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The quote `q` of the queries below, as the pending list's rule reads it. */
const quoteAliased = quoteColumnsAs('q');

/**
 * The sources of a person's events, each a query of `kind, id, label, at` (docs/decisions/
 * 0009-back-office.md: notifications come from the data): for agency staff, quotes to price
 * in the agency's city (open, not yet priced by the agency, received in the last 7 days) and
 * the drivers who selected the agency's offer (the audit log's `quote.selected`); for its
 * managers also the calls to those drivers not made by their due time, dated then
 * (docs/product/agency-day.md "Call-backs"); for the
 * platform admin, agencies awaiting approval. Empty for anyone else.
 */
function eventSources(actor: Actor): SQL[] {
  if (actor.agencyId && actor.cityId !== null) {
    return [
      sql`select 'newPendingQuote' as kind, q.id::text as id, q.reference as label,
        q.created_at as at from quotes q
        where ${awaitingPriceSql({ cityId: actor.cityId, agencyId: actor.agencyId }, quoteAliased)}
        and q.created_at > now() - ${pendingWindow}`,
      sql`select 'offerSelected' as kind, a.entity_id as id, q.reference as label, a.at
        from audit_log a join quotes q on q.id = a.entity_id::uuid
        where a.agency_id = ${actor.agencyId} and a.action = 'quote.selected'`,
      ...(hasRole(actor.role, managerRoles)
        ? [
            sql`select 'callOverdue' as kind, t.quote_id::text as id, q.reference as label,
              t.due_at as at from call_tasks t join quotes q on q.id = t.quote_id
              where t.agency_id = ${actor.agencyId} and t.done_at is null
              and ${callOverdueSql({ dueAt: sql`t.due_at` })}`,
          ]
        : []),
    ];
  }
  if (hasRole(actor.role, platformRoles)) {
    return [
      sql`select 'agencyRegistered' as kind, g.id::text as id, g.name as label,
        g.created_at as at from agencies g where g.status = 'pending'`,
    ];
  }
  return [];
}

const unionOf = (queries: SQL[]) =>
  sql.join(
    queries.map((query) => sql`(${query})`),
    sql` union all `,
  );

/**
 * An event `e` is unread by `userId` when it came after their last "tout marquer comme lu"
 * (`users.notifications_seen_at`) and they have not opened it (`notification_reads`).
 */
const unreadBy = (userId: string) => sql`(e.at > coalesce(
    (select u.notifications_seen_at from users u where u.id = ${userId}), 'epoch')
  and not exists (select 1 from notification_reads r
    where r.user_id = ${userId} and r.kind = e.kind and r.entity_id = e.id))`;

/**
 * A page of the person's events, newest first (keyset on instant and record), with the exact
 * number of their unread events. Each source is read in order up to the page's size, so a
 * page costs the same at any depth. `cursor` is the `nextCursor` of the page before.
 * @throws AppError validationFailed for a cursor this server did not write (lib/keyset.ts).
 */
export async function activityFeed(
  db: Database,
  actor: Actor,
  page: { limit: number; cursor?: string },
): Promise<ActivityFeed> {
  const position = page.cursor ? decodePosition(page.cursor, 'instant') : undefined;
  const sources = eventSources(actor);
  if (sources.length === 0) return { items: [], nextCursor: null, unreadCount: 0 };
  // Event ids are the records' uuids as text (eventSources).
  const after = position
    ? sql`(e.at, e.id) < (${position[0]}::timestamptz, ${position[1]})`
    : sql`true`;
  const branches = sources.map(
    (source) =>
      sql`(select * from (${source}) e where ${after} order by e.at desc, e.id desc limit ${page.limit + 1})`,
  );
  const [rows, counts] = await Promise.all([
    rowsOf<EventRow>(
      db,
      sql`select e.kind, e.id, e.label, ${microsecondInstant(sql`e.at`)} as at,
        ${unreadBy(actor.userId)} as unread
        from (${unionOf(branches)}) e
        order by e.at desc, e.id desc limit ${page.limit + 1}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${unionOf(sources)}) e where ${unreadBy(actor.userId)}`,
    ),
  ]);
  return {
    ...toPage(
      rows,
      page.limit,
      (row) => ({ ...row, at: new Date(row.at).toISOString() }),
      (row) => [row.at, row.id],
    ),
    unreadCount: Number(counts[0]?.n ?? 0),
  };
}

/**
 * The person opened one event: it is read for them from now on.
 * @throws AppError notFound when the event is not one of theirs (another agency's or city's,
 *   or no longer an event), so nobody learns of records outside their scope.
 */
export async function markActivityRead(
  db: Database,
  actor: Actor,
  event: { kind: ActivityKind; id: string },
): Promise<void> {
  const sources = eventSources(actor);
  if (sources.length === 0) throw notFound();
  const [visible] = await rowsOf<{ id: string }>(
    db,
    sql`select e.id from (${unionOf(sources)}) e
      where e.kind = ${event.kind} and e.id = ${event.id} limit 1`,
  );
  if (!visible) throw notFound();
  await db
    .insert(notificationReads)
    .values({ userId: actor.userId, kind: event.kind, entityId: event.id })
    .onConflictDoNothing();
}

/**
 * "Tout marquer comme lu": every event until now is read. The per-event reads it covers are
 * no longer needed and go.
 */
export async function markAllActivityRead(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await markFeedSeen(tx, userId);
    await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
  });
}
