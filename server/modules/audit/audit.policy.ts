import {
  hasRole,
  managerRoles,
  platformRoles,
  staffRoles,
} from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditScope } from './audit.service.ts';

/** The scopes of the audit log a caller may ask for (GET /api/audit `scope`). */
export type AuditScopeName = 'mine' | 'agency' | 'all';

/**
 * Which entries of the audit log a caller may read for `scope` (docs/product/design.md §9):
 * everyone on staff their own actions ("Votre travail"); an agency's manager the agency's;
 * the platform admin everything. Null when the caller may not read that scope (drivers never
 * may).
 */
export function auditScopeOf(actor: Actor, scope: AuditScopeName): AuditScope | null {
  if (!hasRole(actor.role, staffRoles)) return null;
  if (scope === 'mine') return { actorUserId: actor.userId };
  if (scope === 'agency' && hasRole(actor.role, managerRoles) && actor.agencyId)
    return { agencyId: actor.agencyId };
  if (scope === 'all' && hasRole(actor.role, platformRoles)) return 'all';
  return null;
}

/**
 * `auditScopeOf`, or the 404 of a scope the caller may not read.
 * @throws AppError notFound.
 */
export function authorizeAuditScope(actor: Actor, scope: AuditScopeName): AuditScope {
  const allowed = auditScopeOf(actor, scope);
  if (!allowed) throw notFound();
  return allowed;
}
