import { and, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../domain/paging.ts';
import type { AuditRow } from '../../../domain/audit/audit-log.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { decodePosition, microsecondInstant, toPage } from '../../lib/keyset.ts';

/** Audit lines per page. */
export const auditPageSize = 50;

/** Whose entries to read: one person's own, one agency's, or all (platform admin). */
export type AuditScope = { actorUserId: string } | { agencyId: string } | 'all';

/**
 * The audit log, newest first, keyset-paginated on (at, id) (docs/product/design.md §9). Entries were
 * masked when written (lib/audit.ts), so nothing personal is added here. `cursor` is the
 * `nextCursor` of the page before (lib/keyset.ts); none for the first page.
 * @throws AppError validationFailed for a cursor this server did not write.
 */
export async function listAudit(
  db: Database,
  scope: AuditScope,
  cursor?: string,
): Promise<Page<AuditRow>> {
  const after = cursor ? decodePosition(cursor, 'instant', 'serial') : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      cursorAt: microsecondInstant(sql`${auditLog.at}`),
      action: auditLog.action,
      actor: users.name,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        scope === 'all'
          ? undefined
          : 'agencyId' in scope
            ? eq(auditLog.agencyId, scope.agencyId)
            : eq(auditLog.actorUserId, scope.actorUserId),
        after
          ? sql`(${auditLog.at}, ${auditLog.id}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(auditPageSize + 1);
  return toPage(
    rows,
    auditPageSize,
    ({ cursorAt: _cursor, ...row }) => ({ ...row, at: row.at.toISOString() }),
    (row) => [row.cursorAt, String(row.id)],
  );
}
