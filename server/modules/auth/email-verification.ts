import { randomUUID } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Language } from '../../../domain/languages.ts';
import { driverRoles, hasRole, isStaffRole, type Role } from '../../../domain/accounts/roles.ts';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { withinLimit } from '../../lib/rate-limit.ts';
import { emailTo, type Notifier } from '../notifications/index.ts';
import { hashPassword } from './password.ts';
import { replaceUnconfirmedSignup, setAccountLocale } from '../accounts/index.ts';

/*
 * A driver's e-mail address is confirmed before the account can sign in, and every message of
 * Moqarana goes to a confirmed address only (docs/decisions/0023-verified-email-at-sign-up.md):
 * sign-up cannot make Moqarana write to an address its owner did not ask for, beyond the one
 * confirmation e-mail, which carries nothing the person signing up typed.
 */

/** How long a confirmation link lives: 24 hours. */
export const verificationLinkHours = 24;

/** The token's claim naming the password it was sent for (its credential's `updatedAt`, ms). */
const passwordClaim = 'pwd';

/** Path of the page that confirms an address; the token travels in the fragment, never sent. */
export const verificationLinkPath = '/confirmer-email';

/**
 * Messages one address may receive from sign-ups and resends (a confirmation link, or the note
 * that an account exists) per hour, whoever asks: the sign-up route's limit is per caller, and
 * many callers must not flood one mailbox.
 */
export const mailsPerAddress = { max: 3, windowMinutes: 60 } as const;

export interface VerificationDeps {
  db: Database;
  notifier: Notifier;
  /** better-auth's secret: the link is its e-mail verification token (a signed JWT). */
  secret: string;
  publicUrl: string;
}

/** The account that holds `email`, with what decides how a sign-up for it is answered. */
async function accountOf(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      locale: users.locale,
      role: users.role,
      emailVerified: users.emailVerified,
      credentialId: accounts.id,
      passwordSetAt: accounts.updatedAt,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.email, email));
  return row ?? null;
}

/** Whether one more message may go to `email` this hour (`mailsPerAddress`). */
function mayMail(db: Database, email: string): Promise<boolean> {
  return withinLimit(db, `signup-mail:${email}`, mailsPerAddress);
}

/**
 * The confirmation link of `account`: better-auth's e-mail verification token (a JWT signed
 * with its secret, valid 24 hours) naming the password it was sent for, in the fragment of
 * `/confirmer-email`.
 */
async function verificationLinkUrl(
  deps: Pick<VerificationDeps, 'secret' | 'publicUrl'>,
  account: { email: string; passwordSetAt: Date | null },
): Promise<string> {
  const token = await createEmailVerificationToken(
    deps.secret,
    account.email,
    undefined,
    verificationLinkHours * 3600,
    { [passwordClaim]: account.passwordSetAt?.getTime() ?? 0 },
  );
  return `${deps.publicUrl}${verificationLinkPath}#token=${encodeURIComponent(token)}`;
}

/**
 * The link the last confirmation e-mail of `email` carries, made again as it was (the same
 * claims; only its expiry moves): for tests that sign drivers up by the API. Null when no
 * unconfirmed driver account has that address.
 */
export async function currentConfirmationLink(
  deps: Pick<VerificationDeps, 'db' | 'secret' | 'publicUrl'>,
  email: string,
): Promise<string | null> {
  const account = await accountOf(deps.db, email);
  if (!account || account.emailVerified || !hasRole(account.role, driverRoles)) return null;
  return verificationLinkUrl(deps, account);
}

/**
 * Queues the confirmation e-mail of the unconfirmed account `account`. The link is better-auth's
 * e-mail verification token, valid 24 hours, in the fragment of `/confirmer-email`, naming the
 * password it was sent for (`passwordSetAt`, ms: `confirmationLinkState`). The e-mail greets no
 * one by name, since the name was typed by whoever signed up.
 */
async function mailVerificationLink(
  deps: VerificationDeps,
  account: { id: string; email: string; locale: Language; passwordSetAt: Date | null },
): Promise<void> {
  const url = await verificationLinkUrl(deps, account);
  await deps.db.transaction(async (tx) => {
    await deps.notifier.enqueue(tx, [
      emailTo(
        { ...account, name: '', firstName: null },
        { event: 'account.verify', recordId: account.id, slot: randomUUID(), payload: { url } },
      ),
    ]);
  });
}

/**
 * Queues the note to the owner of `account` that someone tried to open an account with it. It
 * greets no one by name: an address never confirmed holds the name whoever registered typed.
 */
async function mailAccountExists(
  deps: Pick<VerificationDeps, 'db' | 'notifier'>,
  account: NonNullable<Awaited<ReturnType<typeof accountOf>>>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deps.notifier.enqueue(tx, [
      emailTo(
        { ...account, name: '', firstName: null },
        {
          event: 'account.exists',
          recordId: account.id,
          slot: randomUUID(),
          payload: { path: signInPath(account.role) },
        },
      ),
    ]);
  });
}

/**
 * Someone asked for a new account (a driver's sign-up, an agency's registration) with the
 * address `email`, which already has one: its owner is told by e-mail (the person asking gets
 * the same answer as for a free address, ASVS 2.5.x), within `mailsPerAddress`.
 * @returns `exists` when the note was queued, `limited` when the address had its messages for
 *   the hour, `free` when no account holds the address (anymore).
 */
export async function tellOwnerAccountExists(
  deps: Pick<VerificationDeps, 'db' | 'notifier'>,
  email: string,
): Promise<'exists' | 'limited' | 'free'> {
  const existing = await accountOf(deps.db, email);
  if (!existing) return 'free';
  if (!(await mayMail(deps.db, email))) return 'limited';
  await mailAccountExists(deps, existing);
  return 'exists';
}

/**
 * The work of a sign-up, done after its neutral answer (ASVS 2.5.x: neither the answer nor its
 * time says whether the address has an account):
 * - a new address: the driver's account is created (through better-auth, unconfirmed, no
 *   session) in `locale`, and the confirmation link is mailed;
 * - an unconfirmed driver's address: the new sign-up replaces the old one's name and password
 *   (the older links stop working, `confirmationLinkCurrent`), and a new link is mailed;
 * - a confirmed or staff address: its owner is told that someone tried, and nothing changes.
 * At most `mailsPerAddress` messages an hour reach one address.
 * @returns what happened, for the audit log.
 */
export async function completeSignup(
  deps: VerificationDeps & { createAccount: () => Promise<unknown> },
  input: { name: string; email: string; password: string; locale: Language },
): Promise<'created' | 'replaced' | 'exists' | 'limited'> {
  const existing = await accountOf(deps.db, input.email);
  if (!(await mayMail(deps.db, input.email))) return 'limited';
  if (
    existing &&
    (existing.emailVerified || !hasRole(existing.role, driverRoles) || !existing.credentialId)
  ) {
    await mailAccountExists(deps, existing);
    return 'exists';
  }
  if (existing?.credentialId) {
    const passwordSetAt = new Date();
    await replaceUnconfirmedSignup(
      deps.db,
      { userId: existing.id, credentialId: existing.credentialId },
      {
        name: input.name,
        locale: input.locale,
        passwordHash: await hashPassword(input.password),
        at: passwordSetAt,
      },
    );
    await mailVerificationLink(deps, { ...existing, locale: input.locale, passwordSetAt });
    return 'replaced';
  }
  try {
    await deps.createAccount();
  } catch (error) {
    // Two sign-ups of one new address at once: the unique index lets one create the account,
    // and that one mails the link.
    if (await accountOf(deps.db, input.email)) return 'exists';
    throw error;
  }
  const created = await accountOf(deps.db, input.email);
  if (!created) throw new Error('the new account was not found');
  await setAccountLocale(deps.db, created.id, input.locale);
  await mailVerificationLink(deps, { ...created, locale: input.locale });
  return 'created';
}

/**
 * A new confirmation link for the unconfirmed driver account of `email`, if there is one and
 * the address may get one more message this hour; nothing otherwise (the caller answers the
 * same either way).
 * @returns whether a link was queued.
 */
export async function resendVerificationLink(
  deps: VerificationDeps,
  email: string,
): Promise<boolean> {
  const account = await accountOf(deps.db, email);
  if (
    !account ||
    account.emailVerified ||
    !hasRole(account.role, driverRoles) ||
    !account.credentialId
  )
    return false;
  if (!(await mayMail(deps.db, email))) return false;
  await mailVerificationLink(deps, account);
  return true;
}

/** Where an account's owner signs in: staff at /adminLogin, drivers at /login-page. */
const signInPath = (role: Role) => (isStaffRole(role) ? '/adminLogin' : '/login-page');

/**
 * What a confirmation link's token says before better-auth checks its signature: the address
 * it confirms and the password it was sent for, or null for a token that is no JWT with those
 * claims.
 */
function claimsOf(token: string): { email: string; passwordSetAt: number } | null {
  try {
    const { email, [passwordClaim]: passwordSetAt } = decodeJwt(token);
    return typeof email === 'string' && typeof passwordSetAt === 'number'
      ? { email, passwordSetAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * Where a confirmation link stands before better-auth verifies it:
 * - `confirmed`: the address is already confirmed (a second click): nothing to do, no session;
 * - `stale`: no such account, or the link was sent for another password than the account's
 *   (a later sign-up with the same address replaced it: clicking an older link must not sign
 *   anyone in to an account whose password someone else chose since);
 * - `current`: better-auth may verify it.
 * A forged token passes here and is refused by better-auth's signature check.
 */
export async function confirmationLinkState(
  db: Database,
  token: string,
): Promise<{ state: 'confirmed' | 'stale' } | { state: 'current'; userId: string }> {
  const claims = claimsOf(token);
  if (!claims) return { state: 'stale' };
  const account = await accountOf(db, claims.email.toLowerCase());
  if (!account?.passwordSetAt) return { state: 'stale' };
  if (account.emailVerified) return { state: 'confirmed' };
  return claims.passwordSetAt === account.passwordSetAt.getTime()
    ? { state: 'current', userId: account.id }
    : { state: 'stale' };
}
