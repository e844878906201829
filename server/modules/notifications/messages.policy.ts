import { hasRole, platformRoles } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Who reads the Messages page (docs/product/design.md §6): the platform admin, who lists every
 * message, reads the `log` provider's copies and retries failed ones.
 */
export function mayReadMessages(actor: Actor): boolean {
  return hasRole(actor.role, platformRoles);
}

/**
 * `mayReadMessages`, or the 404 that hides the page's routes from other roles.
 * @throws AppError notFound.
 */
export function authorizeMessages(actor: Actor): Actor {
  if (!mayReadMessages(actor)) throw notFound();
  return actor;
}
