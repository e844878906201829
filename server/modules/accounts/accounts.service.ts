import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { APIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../domain/accounts/auth.ts';
import type { Language } from '../../../domain/languages.ts';
import type { NotificationPreferencesUpdate } from '../../../domain/accounts/profile.ts';
import type { Role } from '../../../domain/accounts/roles.ts';
import { whatsappConsentVersion } from '../../../domain/notifications/outbox.ts';
import type { Profile, UpdateProfileData } from '../../../domain/accounts/profile.ts';
import type { DriverStep } from '../../../domain/quotes/request.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { accounts, agencies, users } from '../../db/schema/index.ts';
import type { SignedInContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { Auth } from '../auth/index.ts';
import { standingColumns, standingOf, type WhatsappStanding } from '../notifications/index.ts';
import { assertReferencesExist } from '../reference/index.ts';
import { authorizeNotificationPreferences, authorizeReadAccount } from './accounts.policy.ts';

/** The profile of a user, or null when there is no such user. */
export async function findProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, agency } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    phoneConfirmed: user.phone !== null && user.phoneConfirmedAt !== null,
    birthDate: user.birthDate,
    cityId: user.cityId,
    professionId: user.professionId,
    conventionId: user.conventionId,
    locale: user.locale,
    agency: agency
      ? { id: agency.id, name: agency.name, cityId: agency.cityId, insurerId: agency.insurerId }
      : null,
    notifications: {
      whatsappOptIn: user.whatsappOptInAt !== null,
      whatsappOptInAt: user.whatsappOptInAt?.toISOString() ?? null,
      notifySelections: user.notifySelections,
      notifyNewQuotes: user.notifyNewQuotes,
      notifyWeeklyReport: user.notifyWeeklyReport,
    },
  };
}

/**
 * Saves the "Vos Informations" tab (docs/product/specification.md §3 Profile update). The input is already parsed by
 * `updateProfileSchema` (phone in E.164). A new phone number is not confirmed, whatever the
 * old one was (decision 0019).
 * @throws AppError validationFailed when a reference id does not exist.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  input: UpdateProfileData,
): Promise<void> {
  await assertReferencesExist(db, {
    cityId: input.cityId,
    professionId: input.professionId,
    conventionId: input.conventionId,
  });
  await db
    .update(users)
    .set({
      ...input,
      ...(input.phone === undefined
        ? {}
        : {
            phoneConfirmedAt: sql`case when ${users.phone} is not distinct from ${input.phone} then ${users.phoneConfirmedAt} end`,
          }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The profile fields a quote's driver step also asks for (docs/product/specification.md §3 Driver). */
const profileFieldsOfDriver = [
  'firstName',
  'lastName',
  'phone',
  'birthDate',
  'cityId',
  'professionId',
  'conventionId',
] as const;

/**
 * Records a submitted quote on the driver's account, inside the submission's transaction: the
 * profile fields still empty take the quote's driver details, so the first quote fills the
 * profile, where the driver then edits them (the next request starts from the profile); a
 * ticked WhatsApp box records the consent with its time and wording version.
 * @returns the account's language and WhatsApp standing (consent and confirmed number).
 * @throws Error when the account does not exist.
 */
export async function recordQuoteOnAccount(
  tx: Transaction,
  userId: string,
  driver: Pick<DriverStep, (typeof profileFieldsOfDriver)[number] | 'whatsappOptIn'>,
): Promise<{ email: string; locale: Profile['locale']; whatsapp: WhatsappStanding }> {
  const emptyOnly = Object.fromEntries(
    profileFieldsOfDriver.map((field) => [field, sql`coalesce(${users[field]}, ${driver[field]})`]),
  );
  const [account] = await tx
    .update(users)
    .set({
      ...emptyOnly,
      ...(driver.whatsappOptIn
        ? { whatsappOptInAt: new Date(), whatsappOptInVersion: whatsappConsentVersion }
        : {}),
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email, locale: users.locale, ...standingColumns });
  if (!account) throw new Error('submitting account not found');
  return { email: account.email, locale: account.locale, whatsapp: standingOf(account) };
}

/*
 * The accounts module is the only writer of `users` and of better-auth's credential rows
 * (`accounts`) outside better-auth itself: other modules call the functions below, and ESLint
 * refuses their writes elsewhere, through the query builder or in raw SQL (eslint.config.js).
 */

/** A new account as Moqarana creates it outside better-auth's sign-up (staff, the demo). */
export interface NewAccount {
  email: string;
  name: string;
  role: Role;
  agencyId?: string | null;
  phone?: string | null;
  locale?: Language;
  /** Staff addresses are proven by the password link mailed to them; the demo's are known. */
  emailVerified?: boolean;
  /** The password's hash (`hashPassword`), for a credential row; none for a staff account set up by a link. */
  passwordHash?: string;
}

/**
 * Creates an account in the caller's transaction: its `users` row and, with `passwordHash`,
 * its credential row as better-auth reads it (`providerId` `credential`, `accountId` the user id).
 * @returns the new user's id.
 * @throws the unique violation `users_email_unique` when the address already has an account.
 */
export async function insertAccount(tx: Transaction, account: NewAccount): Promise<string> {
  const { passwordHash, ...fields } = account;
  const userId = randomUUID();
  await tx.insert(users).values({ id: userId, ...fields });
  if (passwordHash !== undefined)
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
  return userId;
}

/** The language the account's messages and pages use (decision 0008). */
export async function setAccountLocale(
  db: Database | Transaction,
  userId: string,
  locale: Language,
): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** The address is confirmed: a link mailed to it was used (a sign-up's, or a password link). */
export async function confirmAccountEmail(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/**
 * A new sign-up of an address whose driver account was never confirmed takes it over: its
 * name, language and password become the new sign-up's, at `at`, so that links mailed for the
 * old password stop working (email-verification.ts).
 */
export async function replaceUnconfirmedSignup(
  db: Database,
  account: { userId: string; credentialId: string },
  input: { name: string; locale: Language; passwordHash: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: input.passwordHash, updatedAt: input.at })
      .where(eq(accounts.id, account.credentialId));
    await tx
      .update(users)
      .set({ name: input.name, locale: input.locale, updatedAt: input.at })
      .where(eq(users.id, account.userId));
  });
}

/** "Tout marquer comme lu" of the activity feed: every event until now is read. */
export async function markFeedSeen(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ notificationsSeenAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Saves the notification preferences of /profile, in the caller's transaction: the staff's
 * e-mail choices, and the withdrawal of the WhatsApp consent (`whatsappOptIn: false`; it is
 * given with a quote, `recordQuoteOnAccount`).
 */
export async function updateNotificationPreferences(
  tx: Transaction,
  userId: string,
  preferences: NotificationPreferencesUpdate,
): Promise<void> {
  const { whatsappOptIn, ...staff } = preferences;
  await tx
    .update(users)
    .set({
      ...staff,
      ...(whatsappOptIn === false ? { whatsappOptInAt: null, whatsappOptInVersion: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The agency an account belongs to (staff), or null (drivers, the platform admin, no account). */
export async function agencyOfAccount(db: Database, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ agencyId: users.agencyId })
    .from(users)
    .where(eq(users.id, userId));
  return account?.agencyId ?? null;
}

/**
 * The caller's own profile (docs/product/specification.md §2 /user-profile).
 * @throws AppError notFound when the account is gone.
 */
export async function ownProfile(db: Database, context: SignedInContext): Promise<Profile> {
  const profile = await findProfile(db, context.actor.userId);
  if (!profile) throw notFound();
  return profile;
}

/** Saves the caller's "Vos Informations" tab (`updateProfile`) and answers the new profile. */
export async function updateOwnProfile(
  db: Database,
  context: SignedInContext,
  input: UpdateProfileData,
): Promise<Profile> {
  await updateProfile(db, context.actor.userId, input);
  return ownProfile(db, context);
}

/**
 * Saves the caller's notification preferences (`authorizeNotificationPreferences` says which
 * their role has), audited with the IP: a withdrawn WhatsApp consent as
 * `consent.whatsapp.withdrawn` (law 09-08: the proof of consent and of its withdrawal).
 * @returns the preferences as saved.
 */
export async function saveNotificationPreferences(
  db: Database,
  context: SignedInContext,
  preferences: NotificationPreferencesUpdate,
): Promise<Profile['notifications']> {
  const { actor } = context;
  authorizeNotificationPreferences(actor, preferences);
  await db.transaction(async (tx) => {
    await updateNotificationPreferences(tx, actor.userId, preferences);
    await recordAudit(tx, {
      action:
        preferences.whatsappOptIn === false
          ? 'consent.whatsapp.withdrawn'
          : 'account.notifications',
      actorUserId: actor.userId,
      agencyId: actor.agencyId,
      entityType: 'user',
      entityId: actor.userId,
      ipAddress: context.ip,
      details: preferences,
    });
  });
  return (await ownProfile(db, context)).notifications;
}

/**
 * Changes the caller's password (docs/product/specification.md §2 /user-profile): better-auth
 * checks the current one and ends the account's other sessions, which every process then
 * forgets; audited with the IP.
 * @param headers the request's headers, for better-auth's session.
 * @returns the cookies of the session kept.
 * @throws AppError validationFailed on `currentPassword` when it is wrong.
 */
export async function changeOwnPassword(
  deps: { db: Database; auth: Auth; revokeSessions: FastifyInstance['revokeSessions'] },
  context: SignedInContext,
  { currentPassword, newPassword }: ChangePasswordInput,
  headers: Headers,
): Promise<string[]> {
  const { actor } = context;
  let cookies: string[];
  try {
    const changed = await deps.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    cookies = changed.headers.getSetCookie();
    // better-auth deleted the other sessions: every process forgets them (the new one
    // resolves afresh).
    await deps.revokeSessions({ userId: actor.userId });
  } catch (error) {
    if (error instanceof APIError && error.status === 'BAD_REQUEST') {
      throw fieldError('currentPassword', 'wrongCurrentPassword');
    }
    throw error;
  }
  await recordAudit(deps.db, {
    action: 'auth.password.change',
    actorUserId: actor.userId,
    agencyId: actor.agencyId,
    ipAddress: context.ip,
  });
  return cookies;
}

/**
 * An account's profile, for those who may read it (`mayReadAccount`).
 * @throws AppError notFound when there is no such account or the caller may not see it.
 */
export async function readAccount(
  db: Database,
  context: SignedInContext,
  userId: string,
): Promise<Profile> {
  const profile = await findProfile(db, userId);
  if (!profile) throw notFound();
  authorizeReadAccount(context.actor, { id: profile.id, agencyId: profile.agency?.id ?? null });
  return profile;
}
