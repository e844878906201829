import type { AuditAction, AuditRecordType } from '../../domain/audit/audit-log.ts';
import type { Database, Transaction } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** One audit entry (docs/product/design.md §9, ASVS 7.1): who did what to which record, at now() UTC. */
export interface AuditEntry {
  /** One of the actions of domain/audit/audit-log.ts. */
  action: AuditAction;
  actorUserId?: string | null;
  agencyId?: string | null;
  entityType?: AuditRecordType;
  entityId?: string;
  ipAddress?: string;
  /** Must hold masked personal data only (domain/mask.ts). */
  details?: Record<string, unknown>;
}

/** Appends an entry, in the caller's transaction when one is given. */
export async function recordAudit(db: Database | Transaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
