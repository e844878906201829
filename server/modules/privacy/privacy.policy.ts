import { driverRoles, hasRole, platformRoles } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * Who exercises a driver's data rights (docs/product/design.md §1; law 09-08 art. 7 to 9): a
 * driver, on their own account; the platform admin, on a driver's written request, erases an
 * account. Staff's own data is their agency's to manage (Gestion des Comptes). Other roles get
 * the 404 that hides the routes.
 */

/**
 * A driver, acting on their own data.
 * @throws AppError notFound for any other role.
 */
export function authorizeOwnData(actor: Actor): Actor {
  if (!hasRole(actor.role, driverRoles)) throw notFound();
  return actor;
}

/**
 * The platform admin, erasing a driver's account on their written request.
 * @throws AppError notFound for any other role.
 */
export function authorizeErasureOnRequest(actor: Actor): Actor {
  if (!hasRole(actor.role, platformRoles)) throw notFound();
  return actor;
}
