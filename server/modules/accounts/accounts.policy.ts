import type { NotificationPreferencesUpdate } from '../../../domain/accounts/profile.ts';
import {
  driverRoles,
  hasRole,
  isAgencyRole,
  managerRoles,
  platformRoles,
  type Role,
} from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { fieldError, notFound } from '../../lib/errors.ts';

/** The account being looked at: whose it is and which agency it belongs to. */
export interface AccountSubject {
  id: string;
  agencyId: string | null;
}

/**
 * Who may read an account's profile (docs/product/design.md §1): its owner; the manager of its agency;
 * the platform admin. Anyone else gets a 404 from the route.
 */
export function mayReadAccount(actor: Actor, subject: AccountSubject): boolean {
  if (actor.userId === subject.id) return true;
  if (hasRole(actor.role, platformRoles)) return true;
  return (
    hasRole(actor.role, managerRoles) &&
    subject.agencyId !== null &&
    subject.agencyId === actor.agencyId
  );
}

/** `mayReadAccount`, or the 404 that hides the account. */
export function authorizeReadAccount(actor: Actor, subject: AccountSubject): void {
  if (!mayReadAccount(actor, subject)) throw notFound();
}

/**
 * Which notification preferences a role has (docs/product/design.md §6): the WhatsApp consent is a
 * driver's (given with a quote, withdrawn on /profile); the e-mail choices (new quotes,
 * selections) are agency staff's; the weekly report goes to managers only (docs/product/agency-day.md).
 * @throws AppError validationFailed on the field the caller's role does not have.
 */
export function authorizeNotificationPreferences(
  actor: { role: Role },
  update: NotificationPreferencesUpdate,
): void {
  const { whatsappOptIn, ...staff } = update;
  if (whatsappOptIn !== undefined && !hasRole(actor.role, driverRoles))
    throw fieldError('whatsappOptIn', 'invalidValue');
  if (staff.notifyWeeklyReport !== undefined && !hasRole(actor.role, managerRoles))
    throw fieldError('notifyWeeklyReport', 'invalidValue');
  if (Object.keys(staff).length > 0 && !isAgencyRole(actor.role))
    throw fieldError('notifySelections', 'invalidValue');
}

/**
 * Who confirms a phone number for WhatsApp (decision 0019): drivers; staff get no WhatsApp
 * messages.
 */
export function mayConfirmPhone(actor: Actor): boolean {
  return hasRole(actor.role, driverRoles);
}

/**
 * `mayConfirmPhone`, or a 404.
 * @throws AppError notFound.
 */
export function authorizePhoneConfirmation(actor: Actor): Actor {
  if (!mayConfirmPhone(actor)) throw notFound();
  return actor;
}

/**
 * The agency whose staff the caller administers in Gestion des Comptes
 * (docs/product/design.md §1): a manager's own; null for everyone else (agents, drivers, the
 * platform admin).
 */
export function administeredAgencyOf(actor: Actor): string | null {
  return hasRole(actor.role, managerRoles) ? actor.agencyId : null;
}

/**
 * `administeredAgencyOf`, or a 404.
 * @returns the agency's id.
 * @throws AppError notFound.
 */
export function authorizeStaffAdministration(actor: Actor): string {
  const agencyId = administeredAgencyOf(actor);
  if (!agencyId) throw notFound();
  return agencyId;
}
