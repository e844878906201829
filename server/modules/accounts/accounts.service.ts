import { eq, sql } from 'drizzle-orm';
import { whatsappConsentVersion } from '../../../domain/notifications.ts';
import type { Profile, UpdateProfileData } from '../../../domain/profile.schemas.ts';
import type { DriverStep } from '../../../domain/quote.schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { agencies, users } from '../../db/schema/index.ts';
import {
  standingColumns,
  standingOf,
  type WhatsappStanding,
} from '../notifications/whatsapp-policy.ts';
import { assertReferencesExist } from '../reference/reference.service.ts';

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
