import { hasRole, platformRoles } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Who runs the Agences page (docs/product/design.md §1): the platform admin lists agencies and
 * approves, rejects, suspends or reactivates them. Registering an agency needs no account.
 */
export function mayAdministerAgencies(actor: Actor): boolean {
  return hasRole(actor.role, platformRoles);
}

/**
 * `mayAdministerAgencies`, or the 404 that hides the page's routes from other roles.
 * @throws AppError notFound.
 */
export function authorizeAgencyAdministration(actor: Actor): Actor {
  if (!mayAdministerAgencies(actor)) throw notFound();
  return actor;
}
