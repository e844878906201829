import { eq } from 'drizzle-orm';
import type { Profile, UpdateProfileData } from '../../../domain/profile.schemas.ts';
import type { Database } from '../../db/client.ts';
import { agencies, users } from '../../db/schema/index.ts';
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
 * Saves the "Vos Informations" tab (spec §3 Profile update). The input is already parsed by
 * `updateProfileSchema` (phone in E.164).
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
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
