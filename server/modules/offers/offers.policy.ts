import { agencyRoles, hasRole } from '../../../domain/accounts/roles.ts';
import type { Actor, SignedInContext } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

/** Staff who price quotes for an agency: every agency role (docs/product/design.md §1). */
export const pricingRoles = agencyRoles;

/** An agency member with their agency and its city, as the agency queries need them. */
export interface AgencyMember {
  userId: string;
  agencyId: string;
  cityId: number;
}

/** An agency member making a change, with the request's IP address for its audit entry. */
export interface AgencyCaller extends AgencyMember {
  ipAddress: string;
}

/** The caller as an agency member, or null for anyone without an agency and city. */
export function asAgencyMember(actor: Actor): AgencyMember | null {
  if (!actor.agencyId || actor.cityId === null) return null;
  return { userId: actor.userId, agencyId: actor.agencyId, cityId: actor.cityId };
}

/**
 * The caller as the agency member who prices and follows up its agency's quotes
 * (docs/product/design.md §1): agents and managers of an agency.
 * @throws AppError notFound for anyone else (drivers, the platform admin).
 */
export function authorizeAgencyMember(actor: Actor): AgencyMember {
  const member = hasRole(actor.role, pricingRoles) ? asAgencyMember(actor) : null;
  if (!member) throw notFound();
  return member;
}

/**
 * The signed-in caller as an agency member making a change, with the request's IP address for
 * the audit entry (`authorizeAgencyMember`).
 * @throws AppError notFound for anyone but agents and managers of an agency.
 */
export function agencyCallerOf(context: SignedInContext): AgencyCaller {
  return { ...authorizeAgencyMember(context.actor), ipAddress: context.ip };
}

/**
 * Whether an agency may open a quote (docs/product/design.md §1, §5): it is in the agency's city and
 * either still open to offers, or already priced by this agency. Anything else is a 404.
 */
export function mayViewQuote(
  member: AgencyMember,
  quote: { cityId: number; open: boolean; pricedByUs: boolean },
): boolean {
  return quote.cityId === member.cityId && (quote.open || quote.pricedByUs);
}
