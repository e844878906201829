import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { drivers, quoteDrafts, quotes, vehicles } from '../../db/schema/index.ts';
import { quoteOpenSql } from './quote-lifecycle.sql.ts';
import { changeQuoteStatus } from './quote-status.ts';

/*
 * Anonymising a quote (law 09-08 art. 3 and 9; server/modules/privacy): what identifies its
 * driver is erased from its snapshot rows (decision 0003), while what agencies' statistics
 * need stays. Names, CIN, e-mail, phone and plate become '' (empty, never another person's
 * value); the dates of birth and of the licence keep their year only (1 January; a licence's
 * end 31 December, so it still ends after it starts), which keeps the age band and the years of
 * driving; the vehicle's kind, values and first registration, the guarantees, the offers and
 * their prices stay. The quote records when (`anonymisedAt`).
 */

/**
 * Anonymises the quotes `quoteIds` in the caller's transaction, only those of the account
 * `ownerId` when it is given; a quote still open is cancelled first, so agencies stop pricing a
 * request nobody can read. Quotes already anonymised are left alone.
 * @returns the ids of the quotes it anonymised.
 */
export async function anonymiseQuotes(
  tx: Transaction,
  quoteIds: readonly string[],
  ownerId?: string,
): Promise<string[]> {
  if (quoteIds.length === 0) return [];
  const targets = await tx
    .select({
      id: quotes.id,
      open: quoteOpenSql(),
      driverId: quotes.driverId,
      vehicleId: quotes.vehicleId,
    })
    .from(quotes)
    .where(
      and(
        inArray(quotes.id, [...quoteIds]),
        isNull(quotes.anonymisedAt),
        ownerId === undefined ? undefined : eq(quotes.userId, ownerId),
      ),
    )
    .for('update');
  if (targets.length === 0) return [];
  for (const target of targets.filter((quote) => quote.open)) {
    await changeQuoteStatus(tx, target.id, 'cancelled');
  }
  await tx
    .update(drivers)
    .set({
      firstName: '',
      lastName: '',
      cin: '',
      email: '',
      phone: '',
      birthDate: sql`date_trunc('year', ${drivers.birthDate})::date`,
      licenceObtainedOn: sql`date_trunc('year', ${drivers.licenceObtainedOn})::date`,
      licenceExpiresOn: sql`(date_trunc('year', ${drivers.licenceExpiresOn}) + interval '1 year - 1 day')::date`,
    })
    .where(
      inArray(
        drivers.id,
        targets.map((quote) => quote.driverId),
      ),
    );
  await tx
    .update(vehicles)
    .set({ plate: '' })
    .where(
      inArray(
        vehicles.id,
        targets.map((quote) => quote.vehicleId),
      ),
    );
  const ids = targets.map((quote) => quote.id);
  await tx
    .update(quotes)
    .set({ anonymisedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(quotes.id, ids));
  return ids;
}

/** Deletes the account's quote draft, if any (what it typed in the quote flow). */
export async function deleteDraftOf(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(quoteDrafts).where(eq(quoteDrafts.userId, userId));
}
