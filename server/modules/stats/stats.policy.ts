import {
  hasRole,
  managerRoles,
  platformRoles,
  staffRoles,
} from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { asAgencyMember, type AgencyMember } from '../offers/index.ts';

/**
 * Whose figures and events a caller sees on the dashboard and in the notifications
 * (docs/product/design.md §1, §9): the platform admin the whole platform's (`platform`); agency
 * staff their agency's and city's (the agency member); anyone else (drivers, staff without an
 * agency) nothing (null).
 */
export function statsScopeOf(actor: Actor): 'platform' | AgencyMember | null {
  if (!hasRole(actor.role, staffRoles)) return null;
  if (hasRole(actor.role, platformRoles)) return 'platform';
  return asAgencyMember(actor);
}

/**
 * `statsScopeOf`, or the 404 of a caller with no back-office figures.
 * @throws AppError notFound.
 */
export function authorizeStats(actor: Actor): 'platform' | AgencyMember {
  const scope = statsScopeOf(actor);
  if (!scope) throw notFound();
  return scope;
}

/**
 * Who has a notifications feed (the menu and /notifications, decision 0016): everyone on
 * staff, whose feed says what concerns their role.
 */
export function mayReadNotifications(actor: Actor): boolean {
  return hasRole(actor.role, staffRoles);
}

/**
 * `mayReadNotifications`, or a 404.
 * @throws AppError notFound.
 */
export function authorizeNotifications(actor: Actor): Actor {
  if (!mayReadNotifications(actor)) throw notFound();
  return actor;
}

/**
 * Who reads an agency's Performance page and weekly report: its managers only, since it ranks
 * colleagues against each other (docs/product/agency-day.md "Win/loss and performance").
 * @returns the manager's agency id.
 * @throws AppError notFound for anyone else (agents included).
 */
export function authorizePerformance(actor: Actor): string {
  if (!hasRole(actor.role, managerRoles) || !actor.agencyId) throw notFound();
  return actor.agencyId;
}
