import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { isQuoteOpen, offerValidityDays } from '../../../domain/quotes/lifecycle.ts';
import type { OfferPrices, PackPrices } from '../../../domain/offers/prices.ts';
import { toCentimes } from '../../../domain/money.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  agencies,
  guaranteeChoices,
  offers,
  quotes,
  tariffGrids,
  vehicles,
} from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { newOfferDrafts, offerRevisedDrafts, type Notifier } from '../notifications/index.ts';
import { defaultOfferTerms } from '../../../domain/offers/terms.ts';
import { offerTermsFromInput } from '../../../domain/offers/terms-input.ts';
import { offerVersionsOf, writeOfferVersion, type GridPricedVersion } from './offer-versions.ts';
import { insertOffer } from './offer-writes.ts';
import { gridById, offersEveryPack, priceWithGrids, quotePricing } from '../tariffs/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pastExpirySql, changeQuoteStatus } from '../quotes/index.ts';
import { agencyShownPrice } from '../../../domain/offers/agency-status.ts';
import { mayViewQuote, type AgencyCaller } from './offers.policy.ts';

/** The agency's latest offers its usual prices are read from (bounds the query's cost). */
export const usualPriceSample = 2_000;

/** Fewer offers for a fiscal power than this, and there is no usual price to compare with. */
export const usualPriceMinimum = 5;

/**
 * The agency's usual prices for a vehicle of `fiscalPowerId` CV class: per pack, the median
 * (percentile_cont 0.5) of its offers on vehicles of that fiscal power, among its latest
 * `usualPriceSample` offers, the quote being priced excepted; centimes. Null with fewer than
 * `usualPriceMinimum` such offers. The price page warns of a price far from it
 * (domain isFarFromUsual).
 */
export async function usualPrices(
  db: Database,
  agencyId: string,
  fiscalPowerId: number,
  exceptQuoteId: string,
): Promise<PackPrices | null> {
  const latest = db
    .select({
      quoteId: offers.quoteId,
      basic: offers.basicPriceCentimes,
      intermediate: offers.intermediatePriceCentimes,
      premium: offers.premiumPriceCentimes,
    })
    .from(offers)
    .where(eq(offers.agencyId, agencyId))
    .orderBy(sql`${offers.createdAt} desc`)
    .limit(usualPriceSample)
    .as('latest');
  const median = (column: SQLWrapper) =>
    sql<number>`percentile_cont(0.5) within group (order by ${column})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      basic: median(latest.basic),
      intermediate: median(latest.intermediate),
      premium: median(latest.premium),
    })
    .from(latest)
    .innerJoin(quotes, eq(quotes.id, latest.quoteId))
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
    .where(
      and(eq(vehicles.fiscalPowerId, fiscalPowerId), sql`${latest.quoteId} <> ${exceptQuoteId}`),
    );
  if (!row || Number(row.count) < usualPriceMinimum) return null;
  return {
    basic: Math.round(Number(row.basic)),
    intermediate: Math.round(Number(row.intermediate)),
    premium: Math.round(Number(row.premium)),
  };
}

/**
 * The grid pricing an offer records when the agent sent the suggestion of the agency's grid
 * version `gridVersion` unchanged: that version priced again on the quote gives exactly the
 * three prices sent. Null when no version is named, the version is not the agency's, or a price
 * differs (typed over the suggestion: no breakdown is claimed).
 */
async function suggestionSent(
  tx: Transaction,
  agencyId: string,
  quoteId: string,
  gridVersion: number | undefined,
  prices: PackPrices,
): Promise<GridPricedVersion | null> {
  if (gridVersion === undefined) return null;
  const [stored] = await tx
    .select({ id: tariffGrids.id })
    .from(tariffGrids)
    .where(and(eq(tariffGrids.agencyId, agencyId), eq(tariffGrids.version, gridVersion)));
  const grid = stored && (await gridById(tx, stored.id));
  const pricing = grid && (await quotePricing(tx, quoteId));
  if (!grid || !pricing) return null;
  const [priced] = await priceWithGrids(tx, pricing, [{ ...grid, mode: 'suggestion' }]);
  if (!priced || !offersEveryPack(priced.packs)) return null;
  const { basic, intermediate, premium } = priced.packs;
  if (
    basic.priceCentimes !== prices.basic ||
    intermediate.priceCentimes !== prices.intermediate ||
    premium.priceCentimes !== prices.premium
  )
    return null;
  return {
    tariffGridId: grid.id,
    automatic: false,
    lines: { basic: basic.lines, intermediate: intermediate.lines, premium: premium.lines },
  };
}

/**
 * Sends or revises this agency's offer on a quote (docs/product/design.md §5, §8): one offer per agency and
 * quote, revisable until the driver selects. Each version is kept with its terms
 * (docs/product/offer-terms.md); a revision of an offer the driver has seen tells the driver
 * (`offer.revised`). The quote becomes `offered`. A new offer (not a
 * revision) queues the driver's "vos offres sont prêtes" or the hourly digest (docs/product/design.md §6).
 * `prices.basedOnRevision`, when given, is the offer's revision the prices were typed over
 * (null: no offer): a revision counts up from 1, so a form left open over an older one is refused.
 * @throws AppError notFound when the agency may not see the quote (mayViewQuote: another
 *   city, or closed without its offer); quoteClosed when its offer is on a selected, expired
 *   or cancelled quote; offerChanged when the offer is not at `basedOnRevision` any more.
 */
export async function priceQuote(
  db: Database,
  notifier: Notifier,
  member: AgencyCaller,
  quoteId: string,
  prices: OfferPrices,
): Promise<{ revised: boolean }> {
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select({
        cityId: quotes.cityId,
        status: quotes.status,
        pastExpiry: pastExpirySql(),
        requested: guaranteeChoices,
      })
      .from(quotes)
      .innerJoin(guaranteeChoices, eq(guaranteeChoices.id, quotes.guaranteeChoiceId))
      .where(eq(quotes.id, quoteId))
      .for('update', { of: quotes });
    if (!quote) throw notFound();
    const [existing] = await tx
      .select({ id: offers.id, revision: offers.revision, seenAt: offers.seenAt })
      .from(offers)
      .where(and(eq(offers.quoteId, quoteId), eq(offers.agencyId, member.agencyId)))
      .for('update');
    const open = isQuoteOpen(quote);
    if (!mayViewQuote(member, { cityId: quote.cityId, open, pricedByUs: Boolean(existing) }))
      throw notFound();
    if (!open) throw new AppError('quoteClosed');
    if (
      prices.basedOnRevision !== undefined &&
      prices.basedOnRevision !== (existing?.revision ?? null)
    )
      throw new AppError('offerChanged');

    const values = {
      basicPriceCentimes: toCentimes(prices.basic),
      intermediatePriceCentimes: toCentimes(prices.intermediate),
      premiumPriceCentimes: toCentimes(prices.premium),
      validUntil: addToDate(todayInMorocco(), { days: offerValidityDays }),
      pricedBy: member.userId,
    };
    // An open quote has no selection yet: the lists show the Basique price (agencyShownPrice).
    const shownPriceCentimes = agencyShownPrice(
      {
        basic: values.basicPriceCentimes,
        intermediate: values.intermediatePriceCentimes,
        premium: values.premiumPriceCentimes,
      },
      { selectedOurs: false, selectedPack: null },
    );
    // What each pack offers: as sent; else, on a revision, as the version it revises stated
    // it; else what the driver asked for.
    const previous = existing
      ? (await offerVersionsOf(tx, [existing.id])).get(existing.id)?.at(-1)?.terms
      : null;
    const terms = prices.terms
      ? offerTermsFromInput(prices.terms, quote.requested)
      : (previous ?? defaultOfferTerms(quote.requested));
    const gridPriced = await suggestionSent(
      tx,
      member.agencyId,
      quoteId,
      prices.tariffGridVersion,
      {
        basic: values.basicPriceCentimes,
        intermediate: values.intermediatePriceCentimes,
        premium: values.premiumPriceCentimes,
      },
    );
    const version = {
      prices: {
        basic: values.basicPriceCentimes,
        intermediate: values.intermediatePriceCentimes,
        premium: values.premiumPriceCentimes,
      },
      terms,
      pricedBy: member.userId,
    };
    if (existing) {
      const revision = existing.revision + 1;
      await tx
        .update(offers)
        .set({ ...values, shownPriceCentimes, revision, updatedAt: new Date() })
        .where(eq(offers.id, existing.id));
      await writeOfferVersion(tx, { ...version, offerId: existing.id, revision, gridPriced });
      // The driver is told of a revision only once they have seen the offer it changes.
      if (existing.seenAt) {
        const [agency] = await tx
          .select({ name: agencies.name })
          .from(agencies)
          .where(eq(agencies.id, member.agencyId));
        await notifier.enqueue(
          tx,
          await offerRevisedDrafts(tx, quoteId, {
            id: existing.id,
            revision,
            agencyName: agency?.name ?? '',
          }),
        );
      }
    } else {
      await insertOffer(tx, {
        quoteId,
        agencyId: member.agencyId,
        prices: version.prices,
        terms,
        pricedBy: member.userId,
        gridPriced,
      });
      await notifier.enqueue(tx, await newOfferDrafts(tx, quoteId));
    }
    if (quote.status === 'pending') await changeQuoteStatus(tx, quoteId, 'offered');
    await recordAudit(tx, {
      action: existing ? 'offer.revised' : 'offer.priced',
      actorUserId: member.userId,
      ipAddress: member.ipAddress,
      agencyId: member.agencyId,
      entityType: 'quote',
      entityId: quoteId,
      details: values,
    });
    return { revised: Boolean(existing) };
  });
}
