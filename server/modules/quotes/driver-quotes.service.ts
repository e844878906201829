import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
import { withPositionalRows } from '../../db/positional-rows.ts';
import { notFound } from '../../lib/errors.ts';
import { decodePosition, microsecondInstant, toPage } from '../../lib/keyset.ts';
import { offerAvailableSql } from './offer-availability.sql.ts';
import { offerVersionsJsonSql, priceBreakdown, versionsFromJson } from '../offers/index.ts';
import {
  priceEstimateOf,
  type PriceBreakdown,
  type PriceEstimateRow,
} from '../../../domain/tariffs/api.ts';
import { offerHistory } from '../../../domain/offers/offer-history.ts';
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

/** An agency's latest published review as `latestReviewSql` reads it (instant as ISO text). */
interface ReviewJson {
  text: string;
  rating: number;
  createdAt: string;
  firstName: string;
  lastName: string;
}

/**
 * The latest review of the agency of the enclosing query's row whose author consented to its
 * publication, with the names of the quote's driver who signs it, as one JSON value (null when
 * none): one row of the partial index `surveys_published_by_agency`.
 */
const latestReviewSql = sql<ReviewJson | null>`(select json_build_object(
    'text', ${surveys.comment}, 'rating', ${surveys.rating}, 'createdAt', ${surveys.createdAt},
    'firstName', ${drivers.firstName}, 'lastName', ${drivers.lastName})
  from ${surveys} join ${quotes} on ${quotes.id} = ${surveys.quoteId}
    join ${drivers} on ${drivers.id} = ${quotes.driverId}
  where ${surveys.agencyId} = ${agencies.id} and ${surveys.publishConsentAt} is not null
    and ${surveys.comment} <> ''
  order by ${surveys.createdAt} desc, ${surveys.id} desc limit 1)`;

/**
 * What the cards show of an agency's surveys: the average (one decimal) and count of every
 * rating, from the running totals `agency_ratings` (null average without ratings), and the
 * latest published review signed `Nadia B.` (`reviewSignature`).
 */
export function agencyReviewsOf(
  ratingCount: number | null,
  ratingSum: number | null,
  latest: ReviewJson | null,
): { rating: OfferCard['rating']; review: PublishedReview | null } {
  const count = ratingCount ?? 0;
  return {
    rating: {
      average: count > 0 ? Math.round(((ratingSum ?? 0) / count) * 10) / 10 : null,
      count,
    },
    review: latest
      ? {
          text: latest.text,
          author: reviewSignature(latest.firstName, latest.lastName),
          rating: latest.rating,
          createdAt: new Date(latest.createdAt).toISOString(),
        }
      : null,
  };
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
 * The comparison's two statements on `db`, built once per database handle and prepared by name,
 * so that neither the query building nor PostgreSQL's planning is paid on every request (a
 * connection plans a named statement once).
 */
function comparisonStatements(db: Database): ComparisonStatements {
  const known = preparedComparisons.get(db);
  if (known) return known;
  const prepared = prepareComparison(db);
  preparedComparisons.set(db, prepared);
  return prepared;
}

/**
 * The comparison's two statements, prepared under a name and mapped by position
 * (withPositionalRows), as the back-office tables' pages are: the app's most read answer.
 */
function prepareComparison(db: Database) {
  const quote = db
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
    .where(
      and(eq(quotes.id, sql.placeholder('quoteId')), eq(quotes.userId, sql.placeholder('userId'))),
    )
    .prepare('comparison_quote');
  withPositionalRows(quote);
  // Every offer with what its card shows, its ratings, review and versions: one statement.
  const offerRows = db
    .select({
      id: offers.id,
      seenAt: offers.seenAt,
      basic: offers.basicPriceCentimes,
      intermediate: offers.intermediatePriceCentimes,
      premium: offers.premiumPriceCentimes,
      validUntil: offers.validUntil,
      agencyStatus: agencies.status,
      agencyName: agencies.name,
      address: agencies.address,
      phone: agencies.phone,
      acapsApprovalNumber: agencies.acapsApprovalNumber,
      insurerName: insurers.name,
      insurerSlug: insurers.slug,
      responsivenessOf: agencyResponsiveness.agencyId,
      pricedCount: agencyResponsiveness.pricedCount,
      pricingMedianSeconds: agencyResponsiveness.pricingMedianSeconds,
      calledCount: agencyResponsiveness.calledCount,
      callBackMedianSeconds: agencyResponsiveness.callBackMedianSeconds,
      ratingCount: agencyRatings.ratingCount,
      ratingSum: agencyRatings.ratingSum,
      review: latestReviewSql,
      versions: offerVersionsJsonSql(offers.id),
    })
    .from(offers)
    .innerJoin(agencies, eq(agencies.id, offers.agencyId))
    .innerJoin(insurers, eq(insurers.id, agencies.insurerId))
    .leftJoin(agencyResponsiveness, eq(agencyResponsiveness.agencyId, offers.agencyId))
    .leftJoin(agencyRatings, eq(agencyRatings.agencyId, offers.agencyId))
    .where(eq(offers.quoteId, sql.placeholder('quoteId')))
    .prepare('comparison_offers');
  withPositionalRows(offerRows);
  return { quote, offers: offerRows };
}
type ComparisonStatements = ReturnType<typeof prepareComparison>;
const preparedComparisons = new WeakMap<Database, ComparisonStatements>();

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
  const statements = comparisonStatements(db);
  const [quote] = await statements.quote.execute({ quoteId, userId });
  if (!quote) throw notFound();
  const recommended = recommendedPack(quote.choice);
  const rankedBy = pack ?? recommended;

  const rows = await statements.offers.execute({ quoteId });
  // The driver has now seen these offers: a later revision of one tells them (priceQuote).
  if (rows.some((row) => row.seenAt === null))
    await db
      .update(offers)
      .set({ seenAt: new Date() })
      .where(and(eq(offers.quoteId, quoteId), isNull(offers.seenAt)));

  const cards: (OfferCard & RankableOffer)[] = rows.map((row) => {
    const versions = versionsFromJson(row.versions);
    return {
      id: row.id,
      available: isOfferAvailable(row.agencyStatus),
      agencyName: row.agencyName,
      agency: {
        name: row.agencyName,
        address: row.address,
        phone: row.phone,
        acapsApprovalNumber: row.acapsApprovalNumber,
      },
      insurer: { name: row.insurerName, slug: row.insurerSlug },
      ...agencyReviewsOf(row.ratingCount, row.ratingSum, row.review),
      responsiveness: shownResponsiveness(
        row.responsivenessOf === null
          ? null
          : {
              pricedCount: row.pricedCount ?? 0,
              pricingMedianSeconds: row.pricingMedianSeconds,
              calledCount: row.calledCount ?? 0,
              callBackMedianSeconds: row.callBackMedianSeconds,
            },
      ),
      prices: { basic: row.basic, intermediate: row.intermediate, premium: row.premium },
      terms: versions.at(-1)?.terms ?? null,
      history: offerHistory(versions),
      validUntil: row.validUntil,
      pricing: versions.at(-1)?.pricing ?? null,
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
