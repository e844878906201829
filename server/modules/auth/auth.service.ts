import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { LoginInput, SignupInput } from '../../../domain/accounts/auth.ts';
import type { Profile } from '../../../domain/accounts/profile.ts';
import { maskEmail } from '../../../domain/mask.ts';
import { isStaffRole, type Role } from '../../../domain/accounts/roles.ts';
import type { Database } from '../../db/client.ts';
import { accounts, agencies, users, type AgencyStatus } from '../../db/schema/index.ts';
import { accessRefusalOf, type RequestContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { agencyOfAccount, findProfile } from '../accounts/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { Auth } from './better-auth.ts';
import {
  completeSignup,
  confirmationLinkState,
  resendVerificationLink,
  type VerificationDeps,
} from './email-verification.ts';
import { releaseAttempt, reserveAttempt } from './login-limiter.ts';
import { completePasswordReset, mailPasswordLink } from './password-links.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** What the authentication services work with. */
export interface AuthDeps {
  db: Database;
  auth: Auth;
  notifier: Notifier;
  publicUrl: string;
  /** Ends sessions on every process (lib/session-revocation.ts, decision 0017). */
  revokeSessions: FastifyInstance['revokeSessions'];
}

/** A signed-in answer: the cookies better-auth set, and the account's profile. */
export interface SignedIn {
  cookies: string[];
  user: Profile | null;
}

const verificationDeps = (deps: AuthDeps): VerificationDeps => ({
  db: deps.db,
  notifier: deps.notifier,
  secret: deps.auth.options.secret as string,
  publicUrl: deps.publicUrl,
});

let dummy: Promise<string> | undefined;
/** A hash no password matches, verified for unknown addresses so they take as long. */
const dummyHash = () => (dummy ??= hashPassword(randomUUID()));

/**
 * Sign-up with a confirmed address (decision 0023): creates or replaces the unconfirmed account
 * in the request's language and mails the link, or tells the owner of an existing account
 * (`completeSignup`); audited with the outcome and the masked address. Run after the neutral
 * 202 has left, so that neither the answer nor its time says whether the address has an account
 * (OWASP ASVS 2.5.x).
 */
export async function signUp(
  deps: AuthDeps,
  context: RequestContext,
  { name, email, password }: SignupInput,
): Promise<void> {
  const outcome = await completeSignup(
    {
      ...verificationDeps(deps),
      createAccount: () => deps.auth.api.signUpEmail({ body: { name, email, password } }),
    },
    // The account keeps the language the person signed up in (decision 0008).
    { name, email, password, locale: context.language },
  );
  await recordAudit(deps.db, {
    action: 'auth.signup',
    ipAddress: context.ip,
    details: { email: maskEmail(email), outcome },
  });
}

/**
 * Confirms an address from its link and signs its owner in (decision 0023). A second click of
 * a used link confirms nothing more and signs no one in (`user: null`, no cookies).
 * @param headers the request's headers, for better-auth's session.
 * @throws AppError invalidVerificationLink for a stale, forged, altered or expired link.
 */
export async function verifyEmail(
  deps: AuthDeps,
  context: RequestContext,
  token: string,
  headers: Headers,
): Promise<SignedIn> {
  const link = await confirmationLinkState(deps.db, token);
  if (link.state === 'confirmed') return { cookies: [], user: null };
  if (link.state !== 'current') throw new AppError('invalidVerificationLink');
  let verified;
  try {
    verified = await deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
  } catch (error) {
    // A forged, altered or expired token, or an account gone since.
    if (error instanceof APIError && error.status === 'UNAUTHORIZED')
      throw new AppError('invalidVerificationLink');
    throw error;
  }
  await recordAudit(deps.db, {
    action: 'auth.emailVerified',
    actorUserId: link.userId,
    ipAddress: context.ip,
  });
  return {
    cookies: verified.headers.getSetCookie(),
    user: await findProfile(deps.db, link.userId),
  };
}

/**
 * A new confirmation link for an unconfirmed driver account of `email`, within the hourly
 * limit of messages to one address; audited whether or not one was sent. Run after the neutral
 * 202 has left.
 */
export async function resendVerification(
  deps: AuthDeps,
  context: RequestContext,
  email: string,
): Promise<void> {
  const sent = await resendVerificationLink(verificationDeps(deps), email);
  await recordAudit(deps.db, {
    action: 'auth.verificationResent',
    ipAddress: context.ip,
    details: { email: maskEmail(email), sent },
  });
}

/** The account signing in with `email`, with what decides whether it may. */
async function signInAccount(db: Database, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      role: users.role,
      emailVerified: users.emailVerified,
      active: users.active,
      agencyStatus: agencies.status,
      agencyId: users.agencyId,
      passwordHash: accounts.password,
    })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.email, email));
  return account;
}

/**
 * Whether anyone could have put the account in its state by typing another person's address,
 * without reading its mailbox (decision 0025): a driver's account whose address was never
 * confirmed (sign-up creates it, or gives it a new password, for whoever types a free or
 * unconfirmed address; decision 0023), or the manager of an agency the platform admin has not
 * approved (agency registration creates it, pending, for whoever types a free address, and a
 * refusal leaves it so). Such an account's state exists only because the address had no
 * account before, so sign-in must not say it. A confirmed address was proven through a link
 * mailed to it (sign-up's, or a password link), and an approved agency's manager could sign in
 * anyway, so learning their state tells no one anything new.
 */
function unproven(account: {
  role: Role;
  emailVerified: boolean;
  agencyStatus: AgencyStatus | null;
}): boolean {
  if (account.emailVerified) return false;
  if (!isStaffRole(account.role)) return true;
  return account.agencyStatus === 'pending' || account.agencyStatus === 'rejected';
}

/**
 * Sign-in at /login-page (drivers) or /adminLogin (staff), docs/product/specification.md §2.
 * Attempts are throttled per address and IP (`login-limiter.ts`). A wrong password and an
 * unknown address get the same answer in the same time; only the right password of a proven
 * account (`unproven`) that may not sign in (deactivated, agency suspended, pending or refused)
 * learns why (decision 0016), and so does the right password typed at the other portal: told
 * where to sign in instead of "wrong password". The right password of an unproven account gets
 * the wrong password's answer and counts as a guess (decision 0025). Every outcome is audited
 * with the IP.
 * @param headers the request's headers, for better-auth's session.
 * @throws AppError rateLimited (with the minutes to wait), invalidCredentials, or the refusal.
 */
export async function signIn(
  deps: AuthDeps,
  context: RequestContext,
  { email, password, portal, rememberMe }: LoginInput,
  headers: Headers,
): Promise<SignedIn> {
  const { db } = deps;
  const waitMinutes = await reserveAttempt(db, email, context.ip);
  if (waitMinutes > 0) {
    throw new AppError('rateLimited', {
      params: { minutes: waitMinutes },
      retryAfterSeconds: waitMinutes * 60,
    });
  }
  // A failed guess keeps the attempt reserveAttempt counted. `refusal`: the right password of
  // an unproven account, kept for the operator reading the audit log only.
  const fail = async (refusal?: string): Promise<never> => {
    await recordAudit(db, {
      action: 'auth.login.failure',
      ipAddress: context.ip,
      details: { email: maskEmail(email), portal, ...(refusal ? { reason: refusal } : {}) },
    });
    throw new AppError('invalidCredentials');
  };

  const account = await signInAccount(db, email);
  // A driver's account at the back office's portal, or staff's at the drivers' one.
  const otherPortal =
    account && (portal === 'backoffice') !== isStaffRole(account.role)
      ? isStaffRole(account.role)
        ? 'staffAccount'
        : 'driverAccount'
      : null;
  const refusal = otherPortal ?? (account ? accessRefusalOf(account) : null);
  if (!account || refusal) {
    // The password is checked (against a dummy hash for an unknown address) whatever is
    // wrong, so neither the answer nor its time reveals which accounts exist.
    const right = await verifyPassword(account?.passwordHash ?? (await dummyHash()), password);
    if (!account || !right || !refusal) return fail();
    // The right password of an account anyone could have made with this address (an
    // unconfirmed driver's, a pending or refused agency's manager's), at either portal: the
    // wrong password's answer, and a guess like it, or it would tell whoever signed up with
    // someone else's address that the address was free (decision 0025).
    if (unproven(account)) return fail(refusal);
    // The right password of a proven account that may not sign in, or of the other portal's
    // account: the reason is said, to its owner only. Not a failed guess (the account's
    // counter does not grow) nor a sign-in (it is not cleared either), so it neither locks
    // the owner out nor helps anyone guess.
    await releaseAttempt(db, email, context.ip, 'refused');
    await recordAudit(db, {
      action: 'auth.login.refused',
      actorUserId: account.id,
      agencyId: account.agencyId,
      ipAddress: context.ip,
      details: { portal, reason: refusal },
    });
    throw new AppError(refusal);
  }

  let signedIn;
  try {
    signedIn = await deps.auth.api.signInEmail({
      body: { email, password, rememberMe: rememberMe ?? true },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError && error.status === 'UNAUTHORIZED') return fail();
    throw error;
  }
  await releaseAttempt(db, email, context.ip, 'signedIn');
  await recordAudit(db, {
    action: 'auth.login.success',
    actorUserId: account.id,
    agencyId: account.agencyId,
    ipAddress: context.ip,
    details: { portal },
  });
  return { cookies: signedIn.headers.getSetCookie(), user: await findProfile(db, account.id) };
}

/**
 * Sign-out: better-auth deletes the session, every process forgets it, and it is audited. A
 * visitor's sign-out does nothing.
 * @param headers the request's headers, for better-auth's session.
 * @returns the cookies that clear the session in the browser.
 */
export async function signOut(
  deps: AuthDeps,
  context: RequestContext,
  headers: Headers,
): Promise<string[]> {
  const { actor } = context;
  if (!actor) return [];
  const signedOut = await deps.auth.api.signOut({ headers, returnHeaders: true });
  await deps.revokeSessions({ sessionId: actor.sessionId });
  await recordAudit(deps.db, {
    action: 'auth.logout',
    actorUserId: actor.userId,
    agencyId: actor.agencyId,
    ipAddress: context.ip,
  });
  return signedOut.headers.getSetCookie();
}

/** The signed-in caller's profile, or null for a visitor. */
export async function sessionUser(db: Database, context: RequestContext): Promise<Profile | null> {
  return context.actor ? findProfile(db, context.actor.userId) : null;
}

/**
 * "Mot de passe oublié ?" (docs/product/design.md §8): a single-use link valid 30 minutes,
 * mailed to the account of `email` if there is one; audited with the masked address and
 * whether an account was found. Run after the neutral 202 has left, so that its time says
 * nothing of whether an account has the address (OWASP ASVS 2.5.x).
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  context: RequestContext,
  { email, portal }: { email: string; portal: 'driver' | 'backoffice' },
): Promise<void> {
  const sent = await mailPasswordLink(
    {
      db: deps.db,
      notifier: deps.notifier,
      publicUrl: deps.publicUrl,
      requestReset: (address) => deps.auth.api.requestPasswordReset({ body: { email: address } }),
    },
    email,
    'password.reset',
  );
  await recordAudit(deps.db, {
    action: 'auth.password.resetRequested',
    ipAddress: context.ip,
    details: { email: maskEmail(email), portal, accountFound: sent },
  });
}

/**
 * Sets a new password from a reset link: better-auth consumes the link and deletes the
 * account's sessions, every process forgets them, and the reset is audited.
 * @throws AppError invalidResetLink for a used, expired or unknown link.
 */
export async function resetPassword(
  deps: AuthDeps,
  context: RequestContext,
  { token, newPassword }: { token: string; newPassword: string },
): Promise<void> {
  let userId: string | null;
  try {
    userId = await completePasswordReset(() =>
      deps.auth.api.resetPassword({ body: { token, newPassword } }),
    );
  } catch (error) {
    if (error instanceof APIError && error.status === 'BAD_REQUEST')
      throw new AppError('invalidResetLink');
    throw error;
  }
  if (!userId) return;
  await deps.revokeSessions({ userId });
  await recordAudit(deps.db, {
    action: 'auth.password.reset',
    actorUserId: userId,
    agencyId: await agencyOfAccount(deps.db, userId),
    ipAddress: context.ip,
  });
}
