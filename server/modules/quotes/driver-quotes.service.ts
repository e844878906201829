import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  isOfferAvailable,
  rankOffers,
  recommendedPack,
  type Pack,
  type RankableOffer,
} from '../../../domain/reference/guarantees.ts';
import { shownResponsiveness } from '../../../domain/agencies/responsiveness.ts';
import { reviewSignature } from '../../../domain/mask.ts';
import type { PackPrices } from '../../../domain/offers/prices.ts';
import type { MyQuotesPage } from '../../../domain/quotes/my-quotes.ts';
import type { MyQuoteSummary } from '../../../domain/quotes/my-quotes.ts';
import type {
  OfferCard,
  PublishedReview,
  QuoteComparison,
} from '../../../domain/quotes/comparison.ts';
import type { Database } from '../../db/client.ts';
import {
  agencies,
  agencyRatings,
  agencyResponsiveness,
  brands,
  drivers,
  guaranteeChoices,
  insurers,
  offers,
  quotePriceEstimates,
  quotes,
  surveys,
  vehicles,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { decodePosition, microsecondInstant, toPage } from '../../lib/keyset.ts';
import { offerAvailableSql } from './offer-availability.sql.ts';
import { offerVersionsOf, priceBreakdown } from '../offers/index.ts';
import {
  priceEstimateOf,
  type PriceBreakdown,
  type PriceEstimateRow,
} from '../../../domain/tariffs/api.ts';
import { offerHistory } from '../../../domain/offers/terms.ts';
import { abilitiesSql, effectiveStatusSql } from './quote-lifecycle.sql.ts';

/**
 * Mes devis' best prices of a quote: the lowest price of each pack, each on its own, among the
 * offers that can be chosen (`offerAvailableSql`), as `{ basic, intermediate, premium }` in
 * centimes; null when no offer can be chosen, or once the driver has chosen one (the best
 * prices would then read as the price chosen).
 */
const bestPricesSql = sql<PackPrices | null>`(
  select case when count(*) = 0 then null else json_build_object(
    'basic', min(${offers.basicPriceCentimes}),
    'intermediate', min(${offers.intermediatePriceCentimes}),
    'premium', min(${offers.premiumPriceCentimes})) end
  from ${offers} join ${agencies} on ${agencies.id} = ${offers.agencyId}
  where ${offers.quoteId} = ${quotes.id} and ${quotes.selectedOfferId} is null
    and ${offerAvailableSql(agencies.status)})`;

/** The driver's newest quote, the comparison pages' default; null without any. */
async function latestQuoteId(db: Database, userId: string): Promise<string | null> {
  const [latest] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(1);
  return latest?.id ?? null;
}

/**
 * Mes devis: a page of the driver's quotes, newest first, keyset-paginated on (created_at, id)
 * (lib/keyset.ts), with their offer counts, and the driver's latest quote. `cursor` is the
 * `nextCursor` of the page before; `limit` the quotes of a page.
 * @throws AppError validationFailed for a cursor this server did not write.
 */
export async function listMyQuotes(
  db: Database,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<MyQuotesPage> {
  const after = query.cursor ? decodePosition(query.cursor, 'instant') : undefined;
  const rows = await db
    .select({
      id: quotes.id,
      reference: quotes.reference,
      status: effectiveStatusSql(),
      abilities: abilitiesSql(),
      createdAt: quotes.createdAt,
      cursorAt: microsecondInstant(sql`${quotes.createdAt}`),
      offerCount: sql<number>`(select count(*)::int from ${offers} where ${offers.quoteId} = ${quotes.id})`,
      bestPrices: bestPricesSql,
      brand: brands.name,
      plate: vehicles.plate,
    })
    .from(quotes)
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .where(
      and(
        eq(quotes.userId, userId),
        after
          ? sql`(${quotes.createdAt}, ${quotes.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(query.limit + 1);
  const page = toPage(
    rows,
    query.limit,
    ({ brand, plate, createdAt, cursorAt: _cursor, ...row }): MyQuoteSummary => ({
      ...row,
      createdAt: createdAt.toISOString(),
      vehicle: { brand, plate },
    }),
    (row) => [row.cursorAt, row.id],
  );
  // Newest first: on the first page, the latest quote is its first row.
  const latest = after ? await latestQuoteId(db, userId) : (page.items[0]?.id ?? null);
  return { ...page, latestQuoteId: latest };
}

/** What the cards show of an agency's surveys. */
interface AgencyReviews {
  average: number | null;
  count: number;
  review: PublishedReview | null;
}

/**
 * Survey answers per agency, for the stars and the review of the cards: the average and count
 * of every rating (a rating only ever appears inside the average), and the latest comment
 * whose author consented to its publication, signed `Nadia B.` from the quote's driver.
 */
async function agencyReviews(
  db: Database,
  agencyIds: string[],
): Promise<Map<string, AgencyReviews>> {
  const result = new Map<string, AgencyReviews>();
  if (agencyIds.length === 0) return result;
  const stats = await db
    .select({
      agencyId: agencyRatings.agencyId,
      count: agencyRatings.ratingCount,
      sum: agencyRatings.ratingSum,
    })
    .from(agencyRatings)
    .where(inArray(agencyRatings.agencyId, agencyIds));
  // Each agency's latest published review: one row of the partial index per agency.
  const latestOf = db
    .select({
      text: surveys.comment,
      rating: surveys.rating,
      createdAt: surveys.createdAt,
      driverId: quotes.driverId,
    })
    .from(surveys)
    .innerJoin(quotes, eq(quotes.id, surveys.quoteId))
    .where(
      and(
        eq(surveys.agencyId, agencies.id),
        isNotNull(surveys.publishConsentAt),
        ne(surveys.comment, ''),
      ),
    )
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(1)
    .as('latest');
  const published = await db
    .select({
      agencyId: agencies.id,
      text: latestOf.text,
      rating: latestOf.rating,
      createdAt: latestOf.createdAt,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
    })
    .from(agencies)
    .crossJoinLateral(latestOf)
    .innerJoin(drivers, eq(drivers.id, latestOf.driverId))
    .where(inArray(agencies.id, agencyIds));
  for (const id of agencyIds) {
    const s = stats.find((row) => row.agencyId === id);
    const latest = published.find((row) => row.agencyId === id);
    result.set(id, {
      average: s && s.count > 0 ? Math.round((s.sum / s.count) * 10) / 10 : null,
      count: s?.count ?? 0,
      review: latest
        ? {
            text: latest.text,
            author: reviewSignature(latest.firstName, latest.lastName),
            rating: latest.rating,
            createdAt: latest.createdAt.toISOString(),
          }
        : null,
    });
  }
  return result;
}

/**
 * "Pourquoi ce prix ?" of an offer on one of the driver's quotes (`priceBreakdown`).
 * @throws AppError notFound when the quote is not the driver's, or the offer was priced by hand.
 */
export async function getPriceBreakdown(
  db: Database,
  userId: string,
  quoteId: string,
  offerId: string,
): Promise<PriceBreakdown> {
  const [quote] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)));
  if (!quote) throw notFound();
  return priceBreakdown(db, quoteId, offerId);
}

/**
 * One of the driver's quotes with every offer, ranked for `pack` (docs/product/specification.md §1, §2 Choix de
 * Compagnie; decision 0012): that pack's price ascending, ties as `rankOffers` says. Without
 * `pack`, the pack that holds the guarantees the driver asked for (`recommendedPack`).
 * @throws AppError notFound when the quote is not the driver's.
 */
export async function getComparison(
  db: Database,
  userId: string,
  quoteId: string,
  pack?: Pack,
): Promise<QuoteComparison> {
  const [quote] = await db
    .select({
      id: quotes.id,
      reference: quotes.reference,
      status: effectiveStatusSql(),
      abilities: abilitiesSql(),
      createdAt: quotes.createdAt,
      expiresAt: quotes.expiresAt,
      selectedOfferId: quotes.selectedOfferId,
      selectedPack: quotes.selectedPack,
      choice: guaranteeChoices,
      // The range the city's grids gave when the request was saved (quote_price_estimates).
      estimate: sql<PriceEstimateRow[] | null>`(select json_agg(json_build_object(
          'pack', ${quotePriceEstimates.pack}, 'minCentimes', ${quotePriceEstimates.minCentimes},
          'maxCentimes', ${quotePriceEstimates.maxCentimes}, 'gridCount', ${quotePriceEstimates.gridCount}))
        from ${quotePriceEstimates} where ${quotePriceEstimates.quoteId} = ${quotes.id})`,
    })
    .from(quotes)
    .innerJoin(guaranteeChoices, eq(guaranteeChoices.id, quotes.guaranteeChoiceId))
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)));
  if (!quote) throw notFound();
  const recommended = recommendedPack(quote.choice);
  const rankedBy = pack ?? recommended;

  const rows = await db
    .select({
      offer: offers,
      agency: agencies,
      insurer: insurers,
      responsiveness: agencyResponsiveness,
    })
    .from(offers)
    .innerJoin(agencies, eq(agencies.id, offers.agencyId))
    .innerJoin(insurers, eq(insurers.id, agencies.insurerId))
    .leftJoin(agencyResponsiveness, eq(agencyResponsiveness.agencyId, offers.agencyId))
    .where(eq(offers.quoteId, quoteId));
  const reviews = await agencyReviews(db, [...new Set(rows.map((row) => row.agency.id))]);
  const versions = await offerVersionsOf(
    db,
    rows.map((row) => row.offer.id),
  );
  // The driver has now seen these offers: a later revision of one tells them (priceQuote).
  if (rows.some((row) => row.offer.seenAt === null))
    await db
      .update(offers)
      .set({ seenAt: new Date() })
      .where(and(eq(offers.quoteId, quoteId), isNull(offers.seenAt)));

  const cards: (OfferCard & RankableOffer)[] = rows.map(({ offer, agency, insurer, ...row }) => {
    const reviewed = reviews.get(agency.id);
    return {
      id: offer.id,
      available: isOfferAvailable(agency.status),
      agencyName: agency.name,
      agency: {
        name: agency.name,
        address: agency.address,
        phone: agency.phone,
        acapsApprovalNumber: agency.acapsApprovalNumber,
      },
      insurer: { name: insurer.name, slug: insurer.slug },
      rating: { average: reviewed?.average ?? null, count: reviewed?.count ?? 0 },
      review: reviewed?.review ?? null,
      responsiveness: shownResponsiveness(row.responsiveness),
      prices: {
        basic: offer.basicPriceCentimes,
        intermediate: offer.intermediatePriceCentimes,
        premium: offer.premiumPriceCentimes,
      },
      terms: versions.get(offer.id)?.at(-1)?.terms ?? null,
      history: offerHistory(versions.get(offer.id) ?? []),
      validUntil: offer.validUntil,
      pricing: versions.get(offer.id)?.at(-1)?.pricing ?? null,
    };
  });
  return {
    id: quote.id,
    reference: quote.reference,
    status: quote.status,
    abilities: quote.abilities,
    createdAt: quote.createdAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    selection:
      quote.selectedOfferId && quote.selectedPack
        ? { offerId: quote.selectedOfferId, pack: quote.selectedPack }
        : null,
    recommendedPack: recommended,
    rankedBy,
    estimate: priceEstimateOf(quote.estimate),
    offers: rankOffers(cards, rankedBy).map(({ agencyName: _sortKey, ...card }) => card),
  };
}
