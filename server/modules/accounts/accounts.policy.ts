import type { NotificationPreferencesUpdate } from '../../../domain/profile.schemas.ts';
import {
  driverRoles,
  hasRole,
  isAgencyRole,
  managerRoles,
  platformRoles,
  type Role,
} from '../../../domain/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { fieldError, notFound } from '../../lib/errors.ts';

/** Who may confirm a phone number for WhatsApp (decision 0019): drivers; staff get no WhatsApp. */
export const phoneConfirmationRoles = driverRoles;

/** Who runs Gestion des Comptes (docs/product/design.md §1): an agency's manager. */
export const staffAdministrationRoles = managerRoles;

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
 * selections) are agency staff's.
 * @throws AppError validationFailed on the field the caller's role does not have.
 */
export function authorizeNotificationPreferences(
  actor: { role: Role },
  update: NotificationPreferencesUpdate,
): void {
  const { whatsappOptIn, ...staff } = update;
  if (whatsappOptIn !== undefined && !hasRole(actor.role, driverRoles))
    throw fieldError('whatsappOptIn', 'invalidValue');
  if (Object.keys(staff).length > 0 && !isAgencyRole(actor.role))
    throw fieldError('notifySelections', 'invalidValue');
}
