import { desc, eq } from 'drizzle-orm';
import type { QuoteDraft } from '../../../domain/quote.schemas.ts';
import type { Database } from '../../db/client.ts';
import { drivers, quoteDrafts, quotes, users } from '../../db/schema/index.ts';

/**
 * The driver's quote-flow draft. Without one, a returning driver gets their details from their
 * last quote (issue 3 item 1), and a new one gets what their profile holds.
 */
export async function loadDraft(db: Database, userId: string): Promise<QuoteDraft> {
  const [draft] = await db
    .select({ data: quoteDrafts.data })
    .from(quoteDrafts)
    .where(eq(quoteDrafts.userId, userId));
  if (draft) return draft.data;

  const [last] = await db
    .select({ driver: drivers })
    .from(quotes)
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt))
    .limit(1);
  if (last) {
    const d = last.driver;
    return {
      driver: {
        lastName: d.lastName,
        firstName: d.firstName,
        cityId: String(d.cityId),
        cin: d.cin,
        email: d.email,
        phone: d.phone,
        birthDate: d.birthDate,
        professionId: String(d.professionId),
        conventionId: String(d.conventionId),
        licenceObtainedOn: d.licenceObtainedOn,
        licenceExpiresOn: d.licenceExpiresOn,
      },
    };
  }

  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) return {};
  const fields: Record<string, string> = { email: profile.email };
  if (profile.firstName) fields.firstName = profile.firstName;
  if (profile.lastName) fields.lastName = profile.lastName;
  if (profile.phone) fields.phone = profile.phone;
  if (profile.birthDate) fields.birthDate = profile.birthDate;
  if (profile.cityId) fields.cityId = String(profile.cityId);
  if (profile.professionId) fields.professionId = String(profile.professionId);
  if (profile.conventionId) fields.conventionId = String(profile.conventionId);
  return { driver: fields };
}

/** Replaces the driver's draft with what the forms hold now. */
export async function saveDraft(db: Database, userId: string, data: QuoteDraft): Promise<void> {
  await db
    .insert(quoteDrafts)
    .values({ userId, data })
    .onConflictDoUpdate({ target: quoteDrafts.userId, set: { data, updatedAt: new Date() } });
}
