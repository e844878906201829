import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import type { PasswordLink } from '../../../domain/accounts/staff.ts';
import type { Database } from '../../db/client.ts';
import { verifications } from '../../db/schema/index.ts';
import { contextStorages } from '../../lib/context-storages.ts';
import { passwordLinkDrafts, type Notifier } from '../notifications/index.ts';

/** How long a password link lives: 30 minutes, single use (docs/product/design.md §8; ASVS 2.5.1). */
export const passwordLinkMinutes = 30;

/** Path of the page that sets a new password; the token travels in the fragment. */
export const passwordLinkPath = '/nouveau-mot-de-passe';

/** better-auth's identifier of a password link: `reset-password:<token>`. */
const linkPrefix = 'reset-password:';

/**
 * How better-auth stores a verification identifier (its `verification.storeIdentifier`): the
 * kind before the first colon in clear, the whole identifier as a SHA-256 digest (base64url).
 * Whoever reads the table cannot use a link (OWASP ASVS 2.5.4: tokens stored hashed), and the
 * kind still says which rows are password links.
 */
export async function storedIdentifier(identifier: string): Promise<string> {
  const kind = identifier.slice(0, identifier.indexOf(':') + 1);
  return kind + createHash('sha256').update(identifier).digest('base64url');
}

/**
 * better-auth's `sendResetPassword`, before the token is handed over: the account's older
 * password links end, so at most one is live per account (ASVS 2.5.x).
 */
export async function keepOnlyNewestLink(db: Database, userId: string, token: string) {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${linkPrefix}%`),
        ne(verifications.identifier, await storedIdentifier(linkPrefix + token)),
      ),
    );
}

/** better-auth's `onPasswordReset`: a link used ends every other link of the account. */
export async function endPasswordLinks(db: Database, userId: string) {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, `${linkPrefix}%`)));
}

/** The link call in flight, for better-auth's callbacks; disabled between calls (lib/context-storages.ts). */
const pending = new AsyncLocalStorage<{ token?: string; resetUserId?: string }>();
contextStorages.add(pending);

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
  await contextStorages.run(() => pending.run(slot, reset));
  return slot.resetUserId ?? null;
}

/** The link a person opens to set their password; the token is in the fragment, never sent. */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${passwordLinkPath}#token=${encodeURIComponent(token)}`;
}

/**
 * Creates a single-use password link for the account of `email` through better-auth's reset
 * flow (token stored hashed in `verifications`, consumed on use, expired after 30 min, the only
 * live one of its account).
 * Returns null when no account has that e-mail: callers answer the same either way.
 */
export async function issuePasswordLink(
  requestReset: (email: string) => Promise<unknown>,
  publicUrl: string,
  email: string,
): Promise<PasswordLink | null> {
  const slot: { token?: string } = {};
  await contextStorages.run(() => pending.run(slot, () => requestReset(email)));
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
