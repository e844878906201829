import { driverRoles, hasRole } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Who works on the driver's side of quotes (docs/product/design.md §1, §5): drivers, each on
 * their own quotes only (every query of the quotes services is scoped to the caller, so another
 * driver's quote is not found).
 */
export function mayRequestQuotes(actor: Actor): boolean {
  return hasRole(actor.role, driverRoles);
}

/**
 * `mayRequestQuotes`, or the 404 that hides the driver's routes from staff.
 * @throws AppError notFound.
 */
export function authorizeDriver(actor: Actor): Actor {
  if (!mayRequestQuotes(actor)) throw notFound();
  return actor;
}
