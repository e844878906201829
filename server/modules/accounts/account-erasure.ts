import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/accounts/roles.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  accounts,
  notificationReads,
  phoneCodes,
  savedViews,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { verifyPassword } from '../auth/index.ts';

/*
 * The account's side of its erasure (server/modules/privacy; law 09-08 art. 9): the account
 * row keeps its id, role and dates, so quotes an agency must keep still have an owner; every
 * personal field is emptied, its credentials, sessions and codes are deleted, and it can never
 * sign in again.
 */

/** The address an erased account gets: unique (the column is), reserved (RFC 2606), no one's. */
export const erasedEmailOf = (userId: string) => `erased-${userId}@erased.invalid`;

/**
 * Whether `password` is the account's current password (its credential row, as better-auth
 * checks it at sign-in). False for an account without a password or already erased.
 */
export async function isCurrentPassword(
  db: Database,
  userId: string,
  password: string,
): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, 'credential'),
        isNull(users.erasedAt),
      ),
    );
  if (!credential?.hash) return false;
  return verifyPassword(credential.hash, password);
}

/**
 * Locks the account `userId` for its erasure, in the caller's transaction.
 * @returns its role and e-mail, or null when there is no such account or it is already erased.
 */
export async function lockAccountForErasure(
  tx: Transaction,
  userId: string,
): Promise<{ role: Role; email: string } | null> {
  const [account] = await tx
    .select({ role: users.role, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .for('update');
  return account ?? null;
}

/**
 * Empties the account's personal fields (names '', the e-mail `erasedEmailOf`, phone, birth
 * date, city, profession, convention, consents null), deactivates it and records `erasedAt`;
 * deletes its credentials, sessions, phone code, notification reads and saved table views.
 */
export async function eraseAccountRow(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      name: '',
      email: erasedEmailOf(userId),
      emailVerified: false,
      image: null,
      active: false,
      firstName: null,
      lastName: null,
      phone: null,
      phoneConfirmedAt: null,
      birthDate: null,
      cityId: null,
      professionId: null,
      conventionId: null,
      whatsappOptInAt: null,
      whatsappOptInVersion: null,
      reminderEmails: false,
      erasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
  await tx.delete(savedViews).where(eq(savedViews.userId, userId));
}

/**
 * Withdraws the driver's consent to the reminder e-mails (offers about to expire, renewal):
 * law 09-08 art. 9, opposition.
 */
export async function withdrawReminderEmails(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ reminderEmails: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
