import { and, eq, sql } from 'drizzle-orm';
import { todayInMorocco } from '../../../domain/dates.ts';
import { isOfferAvailable, type Pack } from '../../../domain/reference/guarantees.ts';
import { surveyPublishConsentVersion } from '../../../domain/quotes/comparison.ts';
import { quoteAbilities } from '../../../domain/quotes/lifecycle.ts';
import type { SelectionConfirmation } from '../../../domain/quotes/comparison.ts';
import type { Database } from '../../db/client.ts';
import {
  agencies,
  agencyRatings,
  insurers,
  offers,
  quotes,
  surveys,
} from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pastExpirySql } from './quote-lifecycle.sql.ts';
import { changeQuoteStatus } from './quote-status.ts';
import { offerSelectedDrafts, type Notifier } from '../notifications/index.ts';
import { writeSelectionKeys } from '../offers/index.ts';
import { openCallTask } from '../contracts/index.ts';
import type { SignedInContext } from '../../lib/actor.ts';

const priceColumn = {
  basic: offers.basicPriceCentimes,
  intermediate: offers.intermediatePriceCentimes,
  premium: offers.premiumPriceCentimes,
} as const;

/**
 * What /confirmation shows for a quote the driver has selected on.
 * @throws AppError notFound when the quote is not the driver's or has no selection.
 */
export async function getConfirmation(
  db: Database,
  userId: string,
  quoteId: string,
): Promise<SelectionConfirmation> {
  const [row] = await db
    .select({
      quote: quotes,
      offer: offers,
      agency: agencies,
      insurerName: insurers.name,
      surveyId: surveys.id,
    })
    .from(quotes)
    .innerJoin(offers, eq(offers.id, quotes.selectedOfferId))
    .innerJoin(agencies, eq(agencies.id, offers.agencyId))
    .innerJoin(insurers, eq(insurers.id, agencies.insurerId))
    .leftJoin(surveys, eq(surveys.quoteId, quotes.id))
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)));
  if (!row || !row.quote.selectedPack) throw notFound();
  const pack: Pack = row.quote.selectedPack;
  const prices = {
    basic: row.offer.basicPriceCentimes,
    intermediate: row.offer.intermediatePriceCentimes,
    premium: row.offer.premiumPriceCentimes,
  };
  return {
    quoteId,
    reference: row.quote.reference,
    pack,
    priceCentimes: prices[pack],
    agency: { name: row.agency.name, address: row.agency.address, phone: row.agency.phone },
    insurerName: row.insurerName,
    surveyAnswered: row.surveyId !== null,
  };
}

/**
 * The driver picks one offer and one pack (docs/product/specification.md §2 Sélectionner). One selection per quote: a
 * second attempt, even for another offer, answers with the first one (docs/product/design.md §5). The
 * driver's confirmation and the chosen agency's e-mails are queued in the same transaction;
 * audited with the context's IP (ASVS 7.1).
 * @throws AppError notFound (not the driver's quote, or an offer of another quote),
 *   quoteClosed (expired or cancelled), offerExpired (past the offer's validity),
 *   offerUnavailable (the agency no longer takes contracts: `isOfferAvailable`).
 */
export async function selectOffer(
  db: Database,
  notifier: Notifier,
  context: SignedInContext,
  selection: { quoteId: string; offerId: string; pack: Pack },
): Promise<{ confirmation: SelectionConfirmation; created: boolean }> {
  const { userId } = context.actor;
  const { quoteId } = selection;
  const created = await db.transaction(async (tx) => {
    const [quote] = await tx
      .select({
        status: quotes.status,
        selectedOfferId: quotes.selectedOfferId,
        pastExpiry: pastExpirySql(),
      })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)))
      .for('update');
    if (!quote) throw notFound();
    if (quote.selectedOfferId) return false;
    const [offer] = await tx
      .select({
        id: offers.id,
        agencyId: offers.agencyId,
        agencyStatus: agencies.status,
        validUntil: offers.validUntil,
        price: priceColumn[selection.pack],
      })
      .from(offers)
      .innerJoin(agencies, eq(agencies.id, offers.agencyId))
      .where(and(eq(offers.id, selection.offerId), eq(offers.quoteId, quoteId)));
    if (!offer) throw notFound();
    if (!quoteAbilities(quote).select) throw new AppError('quoteClosed');
    if (offer.validUntil < todayInMorocco()) throw new AppError('offerExpired');
    if (!isOfferAvailable(offer.agencyStatus)) throw new AppError('offerUnavailable');
    const chosenAt = new Date();
    await changeQuoteStatus(tx, quoteId, 'selected', {
      selectedOfferId: offer.id,
      selectedPack: selection.pack,
      selectedAt: chosenAt,
    });
    // The chosen agency's call to the driver, due 2 working hours on (docs/product/agency-day.md).
    await openCallTask(tx, { quoteId, agencyId: offer.agencyId, chosenAt });
    await writeSelectionKeys(tx, quoteId);
    await recordAudit(tx, {
      action: 'quote.selected',
      actorUserId: userId,
      ipAddress: context.ip,
      agencyId: offer.agencyId,
      entityType: 'quote',
      entityId: quoteId,
      details: { pack: selection.pack, priceCentimes: offer.price },
    });
    await notifier.enqueue(tx, await offerSelectedDrafts(tx, quoteId, offer.agencyId));
    return true;
  });
  return { confirmation: await getConfirmation(db, userId, quoteId), created };
}

/**
 * Records the optional satisfaction survey of a selected quote, once (/survey-form). With
 * `publishConsent`, the time and the wording version of that consent are kept: only such an
 * answer is ever shown to other drivers, its rating in the agency's average and its comment
 * signed (getComparison).
 * @throws AppError notFound when the quote is not the driver's or has no selection;
 *   conflict when it was already answered.
 */
export async function submitSurvey(
  db: Database,
  userId: string,
  quoteId: string,
  survey: { rating: number; comment: string; publishConsent: boolean },
): Promise<void> {
  const [row] = await db
    .select({ agencyId: offers.agencyId })
    .from(quotes)
    .innerJoin(offers, eq(offers.id, quotes.selectedOfferId))
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)));
  if (!row) throw notFound();
  const { agencyId } = row;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(surveys)
      .values({
        quoteId,
        agencyId,
        rating: survey.rating,
        comment: survey.comment,
        ...(survey.publishConsent
          ? { publishConsentAt: new Date(), publishConsentVersion: surveyPublishConsentVersion }
          : {}),
      })
      .onConflictDoNothing()
      .returning({ id: surveys.id });
    if (inserted.length === 0) throw new AppError('conflict');
    // Only an answer whose author agreed to show it to other drivers counts in the ratings
    // they see (docs/product/offer-terms.md). The agency's running totals are written in the
    // survey's transaction: the cards' average never misses nor counts twice an answer.
    if (!survey.publishConsent) return;
    await tx
      .insert(agencyRatings)
      .values({ agencyId, ratingCount: 1, ratingSum: survey.rating })
      .onConflictDoUpdate({
        target: agencyRatings.agencyId,
        set: {
          ratingCount: sql`${agencyRatings.ratingCount} + 1`,
          ratingSum: sql`${agencyRatings.ratingSum} + ${survey.rating}`,
        },
      });
  });
}

/**
 * The driver withdraws a quote while it is open (`quoteAbilities`, domain/quotes/lifecycle.ts:
 * before a selection, within its validity): agencies stop seeing it and can no longer price
 * it. Cancelling twice is fine. Audited with the context's IP (ASVS 7.1).
 * @throws AppError notFound when the quote is not the driver's; quoteClosed once an offer
 *   was selected (the chosen agency is calling back) or its validity has ended.
 */
export async function cancelQuote(
  db: Database,
  context: SignedInContext,
  quoteId: string,
): Promise<void> {
  const { userId } = context.actor;
  await db.transaction(async (tx) => {
    const [quote] = await tx
      .select({ status: quotes.status, pastExpiry: pastExpirySql() })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)))
      .for('update');
    if (!quote) throw notFound();
    if (quote.status === 'cancelled') return;
    if (!quoteAbilities(quote).cancel) throw new AppError('quoteClosed');
    await changeQuoteStatus(tx, quoteId, 'cancelled');
    await recordAudit(tx, {
      action: 'quote.cancelled',
      actorUserId: userId,
      ipAddress: context.ip,
      entityType: 'quote',
      entityId: quoteId,
    });
  });
}
