import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { PasswordLink } from '../../../domain/back-office.types.ts';
import type { Database } from '../../db/client.ts';
import { passwordLinkDrafts } from '../notifications/events.ts';
import type { Notifier } from '../notifications/outbox.ts';

/** How long a password link lives: 30 minutes, single use (DESIGN.md §8; ASVS 2.5.1). */
export const passwordLinkMinutes = 30;

/** Path of the page that sets a new password; the token travels in the fragment. */
export const passwordLinkPath = '/nouveau-mot-de-passe';

const pending = new AsyncLocalStorage<{ token?: string; resetUserId?: string }>();

/**
 * better-auth's `sendResetPassword`: hands the token to the `issuePasswordLink` call that
 * asked for it; `mailPasswordLink` then e-mails it through the outbox (decision 0010).
 */
export function captureResetToken(token: string): void {
  const slot = pending.getStore();
  if (slot) slot.token = token;
}

/** better-auth's `onPasswordReset`: tells `completePasswordReset` whose password changed. */
export function captureCompletedReset(userId: string): void {
  const slot = pending.getStore();
  if (slot) slot.resetUserId = userId;
}

/**
 * Runs better-auth's password reset and returns the id of the account whose password was set.
 * @throws what `reset` throws (better-auth's APIError for an unknown, used or expired token).
 */
export async function completePasswordReset(reset: () => Promise<unknown>): Promise<string | null> {
  const slot: { resetUserId?: string } = {};
  await pending.run(slot, reset);
  return slot.resetUserId ?? null;
}

/** The link a person opens to set their password; the token is in the fragment, never sent. */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${passwordLinkPath}#token=${encodeURIComponent(token)}`;
}

/**
 * Creates a single-use password link for the account of `email` through better-auth's reset
 * flow (token stored hashed-by-id in `verifications`, consumed on use, expired after 30 min).
 * Returns null when no account has that e-mail: callers answer the same either way.
 */
export async function issuePasswordLink(
  requestReset: (email: string) => Promise<unknown>,
  publicUrl: string,
  email: string,
): Promise<PasswordLink | null> {
  const slot: { token?: string } = {};
  await pending.run(slot, () => requestReset(email));
  if (!slot.token) return null;
  return { url: passwordLinkUrl(publicUrl, slot.token), validMinutes: passwordLinkMinutes };
}

/**
 * Issues a password link for the account of `email` and queues the e-mail that carries it
 * (`account.created` for a new staff account, `password.reset` otherwise). The link is never
 * returned to the caller: only its owner's mailbox gets it (decision 0010; ASVS 2.5.1).
 * @returns false when no account has that e-mail (callers answer the same either way).
 */
export async function mailPasswordLink(
  deps: {
    db: Database;
    notifier: Notifier;
    publicUrl: string;
    requestReset: (email: string) => Promise<unknown>;
  },
  email: string,
  event: 'account.created' | 'password.reset',
): Promise<boolean> {
  const link = await issuePasswordLink(deps.requestReset, deps.publicUrl, email);
  if (!link) return false;
  await deps.db.transaction(async (tx) => {
    await deps.notifier.enqueue(
      tx,
      await passwordLinkDrafts(tx, email, event, link.url, randomUUID()),
    );
  });
  return true;
}
