import { and, eq, sql } from 'drizzle-orm';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { toCentimes } from '../../../domain/quote.schemas.ts';
import type { Database } from '../../db/client.ts';
import { offers, quotes } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { newOfferDrafts } from '../notifications/events.ts';
import type { Notifier } from '../notifications/outbox.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { mayViewQuote, type AgencyMember } from './offers.policy.ts';

/** An offer is valid this many days after it is sent or revised (ACAPS P.IN.02/2022: stated). */
export const offerValidityDays = 30;

/**
 * Sends or revises this agency's offer on a quote (issue 3 item 8): one offer per agency and
 * quote, revisable until the driver selects. The quote becomes `offered`. A new offer (not a
 * revision) queues the driver's "vos offres sont prêtes" or the hourly digest (issue 7).
 * @throws AppError notFound when the agency may not see the quote (mayViewQuote: another
 *   city, or closed without its offer); quoteClosed when its offer is on a selected, expired
 *   or cancelled quote.
 */
export async function priceQuote(
  db: Database,
  notifier: Notifier,
  member: AgencyMember,
  quoteId: string,
  prices: { basic: number; intermediate: number; premium: number },
): Promise<{ revised: boolean }> {
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select({
        cityId: quotes.cityId,
        status: quotes.status,
        expired: sql<boolean>`${quotes.expiresAt} <= now()`,
      })
      .from(quotes)
      .where(eq(quotes.id, quoteId))
      .for('update');
    if (!quote) throw notFound();
    const [existing] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.quoteId, quoteId), eq(offers.agencyId, member.agencyId)));
    const open = ['pending', 'offered'].includes(quote.status) && !quote.expired;
    if (!mayViewQuote(member, { cityId: quote.cityId, open, pricedByUs: Boolean(existing) }))
      throw notFound();
    if (!open) throw new AppError('quoteClosed');

    const values = {
      basicPriceCentimes: toCentimes(prices.basic),
      intermediatePriceCentimes: toCentimes(prices.intermediate),
      premiumPriceCentimes: toCentimes(prices.premium),
      validUntil: addToDate(todayInMorocco(), { days: offerValidityDays }),
      pricedBy: member.userId,
    };
    if (existing) {
      await tx
        .update(offers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(offers.id, existing.id));
    } else {
      await tx.insert(offers).values({ ...values, quoteId, agencyId: member.agencyId });
      await notifier.enqueue(tx, await newOfferDrafts(tx, quoteId));
    }
    if (quote.status === 'pending') {
      await tx
        .update(quotes)
        .set({ status: 'offered', updatedAt: new Date() })
        .where(eq(quotes.id, quoteId));
    }
    await recordAudit(tx, {
      action: existing ? 'offer.revised' : 'offer.priced',
      actorUserId: member.userId,
      agencyId: member.agencyId,
      entityType: 'quote',
      entityId: quoteId,
      details: values,
    });
    return { revised: Boolean(existing) };
  });
}
