import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * What decides whether a driver's message may go by WhatsApp: their consent (law 09-08, given
 * in the quote form) and the number they confirmed with a code (decision 0019).
 */
export interface WhatsappStanding {
  optedIn: boolean;
  /** The account's phone when it was confirmed (E.164), else null. */
  confirmedPhone: string | null;
}

/** Why a driver's message does not go by WhatsApp; null when it may. */
export type WhatsappRefusal = 'noConsent' | 'numberNotConfirmed';

/**
 * The one rule of the WhatsApp channel for a driver's messages: only with their consent, and
 * only to the number they confirmed. A quote may carry another number than the confirmed one
 * (typed in the form and never confirmed): its messages then go by e-mail only, so that no one
 * can have Moqarana write to a number that is not theirs. Applied when the messages are
 * written (`events.ts`) and again when they are sent (`worker.ts`), since the consent can be
 * withdrawn and the number changed in between.
 * @param phone the number the message would go to (E.164).
 */
export function whatsappRefusal(standing: WhatsappStanding, phone: string): WhatsappRefusal | null {
  if (!standing.optedIn) return 'noConsent';
  if (standing.confirmedPhone !== phone) return 'numberNotConfirmed';
  return null;
}

/** The columns of `users` the standing is read from, for a select. */
export const standingColumns = {
  optedInAt: users.whatsappOptInAt,
  phone: users.phone,
  phoneConfirmedAt: users.phoneConfirmedAt,
};

/** The standing from a row selected with `standingColumns`. */
export function standingOf(row: {
  optedInAt: Date | null;
  phone: string | null;
  phoneConfirmedAt: Date | null;
}): WhatsappStanding {
  return {
    optedIn: row.optedInAt !== null,
    confirmedPhone: row.phoneConfirmedAt !== null ? row.phone : null,
  };
}

/** The standing of an account now; an account that no longer exists has none. */
export async function whatsappStanding(
  db: Database | Transaction,
  userId: string,
): Promise<WhatsappStanding> {
  const [row] = await db.select(standingColumns).from(users).where(eq(users.id, userId));
  return row ? standingOf(row) : { optedIn: false, confirmedPhone: null };
}
