import type { Actor } from '../../lib/actor.ts';

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
  if (actor.role === 'platform_admin') return true;
  return (
    actor.role === 'agency_manager' &&
    subject.agencyId !== null &&
    subject.agencyId === actor.agencyId
  );
}
