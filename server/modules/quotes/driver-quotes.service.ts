import { and, asc, avg, count, desc, eq, sql } from 'drizzle-orm';
import type {
  MyQuoteSummary,
  OfferCard,
  QuoteComparison,
  QuoteStatus,
} from '../../../domain/quote.types.ts';
import type { Database } from '../../db/client.ts';
import {
  agencies,
  brands,
  insurers,
  offers,
  quotes,
  surveys,
  vehicles,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** The status a person sees: an open quote past its validity reads as expired (DESIGN.md §5). */
export const effectiveStatus = sql<QuoteStatus>`case when ${quotes.status} in ('pending', 'offered') and ${quotes.expiresAt} < now() then 'expired' else ${quotes.status} end`;

/** The driver's quotes, newest first, with their offer counts (Mes devis). */
export async function listMyQuotes(db: Database, userId: string): Promise<MyQuoteSummary[]> {
  const rows = await db
    .select({
      id: quotes.id,
      reference: quotes.reference,
      status: effectiveStatus,
      createdAt: quotes.createdAt,
      offerCount: sql<number>`(select count(*)::int from ${offers} where ${offers.quoteId} = ${quotes.id})`,
      brand: brands.name,
      plate: vehicles.plate,
    })
    .from(quotes)
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(100);
  return rows.map(({ brand, plate, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    vehicle: { brand, plate },
  }));
}

/** Survey ratings per insurer, for the stars and review blurb of the cards. */
async function insurerRatings(db: Database, insurerIds: number[]) {
  if (insurerIds.length === 0)
    return new Map<number, { average: number | null; count: number; latest: string | null }>();
  const ids = sql.join(
    insurerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const stats = await db
    .select({ insurerId: agencies.insurerId, average: avg(surveys.rating), count: count() })
    .from(surveys)
    .innerJoin(agencies, eq(agencies.id, surveys.agencyId))
    .where(sql`${agencies.insurerId} in (${ids})`)
    .groupBy(agencies.insurerId);
  const latest = await db
    .selectDistinctOn([agencies.insurerId], {
      insurerId: agencies.insurerId,
      comment: surveys.comment,
    })
    .from(surveys)
    .innerJoin(agencies, eq(agencies.id, surveys.agencyId))
    .where(sql`${agencies.insurerId} in (${ids}) and ${surveys.comment} <> ''`)
    .orderBy(agencies.insurerId, desc(surveys.createdAt));
  const result = new Map<
    number,
    { average: number | null; count: number; latest: string | null }
  >();
  for (const id of insurerIds) {
    const s = stats.find((row) => row.insurerId === id);
    result.set(id, {
      average: s?.average ? Math.round(Number(s.average) * 10) / 10 : null,
      count: s?.count ?? 0,
      latest: latest.find((row) => row.insurerId === id)?.comment ?? null,
    });
  }
  return result;
}

/**
 * One of the driver's quotes with every offer, ordered by ascending Basique price
 * (spec §1, §2 Choix de Compagnie).
 * @throws AppError notFound when the quote is not the driver's.
 */
export async function getComparison(
  db: Database,
  userId: string,
  quoteId: string,
): Promise<QuoteComparison> {
  const [quote] = await db
    .select({
      id: quotes.id,
      reference: quotes.reference,
      status: effectiveStatus,
      createdAt: quotes.createdAt,
      expiresAt: quotes.expiresAt,
      selectedOfferId: quotes.selectedOfferId,
      selectedPack: quotes.selectedPack,
    })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)));
  if (!quote) throw notFound();

  const rows = await db
    .select({ offer: offers, agency: agencies, insurer: insurers })
    .from(offers)
    .innerJoin(agencies, eq(agencies.id, offers.agencyId))
    .innerJoin(insurers, eq(insurers.id, agencies.insurerId))
    .where(eq(offers.quoteId, quoteId))
    .orderBy(asc(offers.basicPriceCentimes), asc(offers.id));
  const ratings = await insurerRatings(db, [...new Set(rows.map((row) => row.insurer.id))]);

  const cards: OfferCard[] = rows.map(({ offer, agency, insurer }) => {
    const rating = ratings.get(insurer.id);
    return {
      id: offer.id,
      agency: {
        name: agency.name,
        address: agency.address,
        phone: agency.phone,
        acapsApprovalNumber: agency.acapsApprovalNumber,
      },
      insurer: { name: insurer.name, slug: insurer.slug },
      rating: { average: rating?.average ?? null, count: rating?.count ?? 0 },
      latestReview: rating?.latest ?? null,
      prices: {
        basic: offer.basicPriceCentimes,
        intermediate: offer.intermediatePriceCentimes,
        premium: offer.premiumPriceCentimes,
      },
      validUntil: offer.validUntil,
    };
  });
  return {
    id: quote.id,
    reference: quote.reference,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    selection:
      quote.selectedOfferId && quote.selectedPack
        ? { offerId: quote.selectedOfferId, pack: quote.selectedPack }
        : null,
    offers: cards,
  };
}
