/**
 * Who a signed-in account is (docs/product/design.md §1). A visitor has no account and no role.
 * - `driver`: a person insuring a car; signs in at /login-page.
 * - `agent`, `agency_manager`: staff of one agency; sign in at /adminLogin.
 * - `platform_admin`: the operator of Moqarana; signs in at /adminLogin.
 */
export const roles = ['driver', 'agent', 'agency_manager', 'platform_admin'] as const;
export type Role = (typeof roles)[number];

/** Roles that work in the back office and sign in at /adminLogin. */
export const staffRoles = ['agent', 'agency_manager', 'platform_admin'] as const satisfies Role[];
export type StaffRole = (typeof staffRoles)[number];

/** Roles of an agency's staff: they work for one agency of one city, price and follow up its quotes. */
export const agencyRoles = ['agent', 'agency_manager'] as const satisfies Role[];
export type AgencyRole = (typeof agencyRoles)[number];

/** Roles that run one agency: its accounts (Gestion des Comptes) and its whole activity. */
export const managerRoles = ['agency_manager'] as const satisfies Role[];

/** Roles that operate the platform: agencies, messages, every figure and audit entry. */
export const platformRoles = ['platform_admin'] as const satisfies Role[];

/** Roles that ask for quotes, compare and choose offers (/login-page). */
export const driverRoles = ['driver'] as const satisfies Role[];

/**
 * Roles with notification preferences of their own (docs/product/design.md §6): a driver's
 * WhatsApp consent, agency staff's e-mail choices; the platform admin has none.
 */
export const notifiedRoles = [...driverRoles, ...agencyRoles] as const satisfies Role[];

/** True when `role` is one of the `group`. */
export function hasRole<G extends Role>(role: Role, group: readonly G[]): role is G {
  return (group as readonly Role[]).includes(role);
}

/** True for the roles of an agency's staff. */
export function isAgencyRole(role: Role): role is AgencyRole {
  return hasRole(role, agencyRoles);
}

/** True for the roles that sign in at /adminLogin. */
export function isStaffRole(role: Role): role is StaffRole {
  return hasRole(role, staffRoles);
}
