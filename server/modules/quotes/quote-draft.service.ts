import { and, desc, eq } from 'drizzle-orm';
import type { QuoteDraft, SavedDraft } from '../../../domain/quotes/request.ts';
import type { Database } from '../../db/client.ts';
import { drivers, quoteDrafts, quotes } from '../../db/schema/index.ts';
import { findProfile } from '../accounts/index.ts';

/**
 * The driver step of a new request: the profile's fields from the profile, where the driver
 * edits them (a submitted quote fills the empty ones); the fields the profile does not hold
 * (CIN, e-mail, licence dates) from the last quote; the account's e-mail before any quote.
 */
async function prefilledDraft(db: Database, userId: string): Promise<QuoteDraft> {
  const profile = await findProfile(db, userId);
  if (!profile) return {};
  const [last] = await db
    .select({ driver: drivers })
    .from(quotes)
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt))
    .limit(1);
  const fields: Record<string, string> = { email: profile.email };
  if (last) {
    const d = last.driver;
    Object.assign(fields, {
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
    });
  }
  const fromProfile = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    birthDate: profile.birthDate,
    cityId: profile.cityId,
    professionId: profile.professionId,
    conventionId: profile.conventionId,
  };
  for (const [field, value] of Object.entries(fromProfile))
    if (value !== null) fields[field] = String(value);
  return { driver: fields };
}

const draftColumns = { data: quoteDrafts.data, submissionKey: quoteDrafts.submissionKey };

/**
 * The driver's quote-flow draft with its submission key. A driver without one gets a new
 * draft, pre-filled from their profile and last quote, and stored at once: every tab then
 * loads the same key, so the same request submitted from two tabs gives one quote.
 */
export async function loadDraft(db: Database, userId: string): Promise<SavedDraft> {
  const find = () =>
    db.select(draftColumns).from(quoteDrafts).where(eq(quoteDrafts.userId, userId));
  let [draft] = await find();
  if (!draft) {
    const data = await prefilledDraft(db, userId);
    // Two tabs opening at once: the first insert wins and both read its key.
    await db.insert(quoteDrafts).values({ userId, data }).onConflictDoNothing();
    [draft] = await find();
  }
  if (!draft) throw new Error('draft not stored');
  return { ...draft.data, submissionKey: draft.submissionKey };
}

/**
 * Replaces the driver's draft with what the forms hold now, if it is still the draft of
 * `submissionKey`. Once submitted (from this tab or another), the draft is gone and the quote
 * holds what was sent: a late save from a tab still showing it changes nothing.
 */
export async function saveDraft(db: Database, userId: string, draft: SavedDraft): Promise<void> {
  const { submissionKey, ...data } = draft;
  await db
    .update(quoteDrafts)
    .set({ data, updatedAt: new Date() })
    .where(and(eq(quoteDrafts.userId, userId), eq(quoteDrafts.submissionKey, submissionKey)));
}
