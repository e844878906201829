import { and, desc, eq, sql } from 'drizzle-orm';
import type { Page, ProcessedQuoteRow } from '../../../domain/agency.types.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type { Language } from '../../../domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { cities, drivers, offers, quotes } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { encodeCursor, type KeysetCursor } from '../../lib/keyset.ts';
import { localizedName } from '../../lib/localized-name.ts';
import { effectiveStatus } from '../quotes/driver-quotes.service.ts';
import { driverView } from './agency-view.ts';
import { pageSize } from './agency-queue.service.ts';
import { mayViewQuote, type AgencyMember } from './offers.policy.ts';

/** An offer is valid this many days after it is sent or revised (ACAPS P.IN.02/2022: stated). */
export const offerValidityDays = 30;

const toCentimes = (dirhams: number) => Math.round(dirhams * 100);

/**
 * Sends or revises this agency's offer on a quote (issue 3 item 8): one offer per agency and
 * quote, revisable until the driver selects. The quote becomes `offered`.
 * @throws AppError notFound when the agency may not see the quote (mayViewQuote: another
 *   city, or closed without its offer); quoteClosed when its offer is on a selected, expired
 *   or cancelled quote.
 */
export async function priceQuote(
  db: Database,
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

/**
 * /devis-traite: the quotes this agency priced, latest first, 25 a page. The driver's identity
 * and contact appear only on quotes that selected this agency.
 */
export async function listProcessed(
  db: Database,
  member: AgencyMember,
  language: Language,
  after?: KeysetCursor,
): Promise<Page<ProcessedQuoteRow>> {
  const rows = await db
    .select({
      offer: offers,
      quoteId: quotes.id,
      reference: quotes.reference,
      guaranteeChoiceId: quotes.guaranteeChoiceId,
      status: effectiveStatus,
      selectedOfferId: quotes.selectedOfferId,
      selectedPack: quotes.selectedPack,
      driver: drivers,
      city: localizedName(cities, language),
    })
    .from(offers)
    .innerJoin(quotes, eq(quotes.id, offers.quoteId))
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .innerJoin(cities, eq(cities.id, quotes.cityId))
    .where(
      and(
        eq(offers.agencyId, member.agencyId),
        after
          ? sql`(${offers.createdAt}, ${offers.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => {
      const selectedByUs = row.selectedOfferId === row.offer.id;
      return {
        id: row.quoteId,
        reference: row.reference,
        guaranteeChoiceId: row.guaranteeChoiceId,
        pricedAt: row.offer.createdAt.toISOString(),
        driver: driverView({ ...row.driver, city: row.city }, selectedByUs),
        prices: {
          basic: row.offer.basicPriceCentimes,
          intermediate: row.offer.intermediatePriceCentimes,
          premium: row.offer.premiumPriceCentimes,
        },
        status: row.status,
        selectedByUs,
        selectedPack: selectedByUs ? row.selectedPack : null,
      };
    }),
    nextCursor:
      rows.length > pageSize && last
        ? encodeCursor({ at: last.offer.createdAt, id: last.offer.id })
        : null,
  };
}
