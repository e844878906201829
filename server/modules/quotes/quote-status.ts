import { and, eq, inArray } from 'drizzle-orm';
import { statusesLeadingTo, type QuoteStatus } from '../../../domain/quotes/lifecycle.ts';
import type { Transaction } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { writeStatusKeys } from '../offers/index.ts';

/** What a change to `selected` records with it: the offer and pack the driver chose. */
export interface SelectionFields {
  selectedOfferId: string;
  selectedPack: (typeof quotes.$inferInsert)['selectedPack'];
  selectedAt: Date;
}

/**
 * The one writer of a quote's status (docs/product.md "A quote's life"): changes the quote to
 * `to` only from a status `quoteTransitions` allows (domain/quotes/lifecycle.ts), in the
 * caller's transaction, with the status key of every offer on it (offers/offer-keys.ts). Callers lock the quote and check what the person may do first (they
 * answer `quoteClosed` and the like); a refused change here means a caller skipped that check.
 * The expiry job changes many quotes at once with the same rule (quote-expiry.ts).
 *
 * @throws Error when the quote is not in a status that may lead to `to`.
 */
export async function changeQuoteStatus(
  tx: Transaction,
  quoteId: string,
  to: 'selected',
  fields: SelectionFields,
): Promise<void>;
export async function changeQuoteStatus(
  tx: Transaction,
  quoteId: string,
  to: Exclude<QuoteStatus, 'selected'>,
): Promise<void>;
export async function changeQuoteStatus(
  tx: Transaction,
  quoteId: string,
  to: QuoteStatus,
  fields?: SelectionFields,
): Promise<void> {
  const changed = await tx
    .update(quotes)
    .set({ status: to, ...fields, updatedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), inArray(quotes.status, statusesLeadingTo(to))))
    .returning({ id: quotes.id });
  if (changed.length !== 1)
    throw new Error(`quote ${quoteId}: no allowed change of status to ${to}`);
  await writeStatusKeys(tx, [quoteId]);
}
