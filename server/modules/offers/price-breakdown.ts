import { and, asc, desc, eq } from 'drizzle-orm';
import type { PriceBreakdown } from '../../../domain/tariffs/api.ts';
import { packs, type Pack } from '../../../domain/reference/guarantees.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  offerVersionPriceLines,
  offerVersions,
  offers,
  tariffGrids,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * "Pourquoi ce prix ?" (docs/product/tariffs.md): the lines of each pack of the current version
 * of an offer on `quoteId`, as its agency's grid priced them, with the grid version's date. The
 * caller has checked that the quote is the driver's.
 * @throws AppError notFound when the offer is not on the quote, or its current version was typed.
 */
export async function priceBreakdown(
  db: Database | Transaction,
  quoteId: string,
  offerId: string,
): Promise<PriceBreakdown> {
  const [current] = await db
    .select({
      id: offerVersions.id,
      automatic: offerVersions.automatic,
      gridCreatedAt: tariffGrids.createdAt,
    })
    .from(offers)
    .innerJoin(offerVersions, eq(offerVersions.offerId, offers.id))
    .leftJoin(tariffGrids, eq(tariffGrids.id, offerVersions.tariffGridId))
    .where(and(eq(offers.id, offerId), eq(offers.quoteId, quoteId)))
    .orderBy(desc(offerVersions.revision))
    .limit(1);
  if (!current?.gridCreatedAt) throw notFound();
  const lines = await db
    .select()
    .from(offerVersionPriceLines)
    .where(eq(offerVersionPriceLines.versionId, current.id))
    .orderBy(asc(offerVersionPriceLines.pack), asc(offerVersionPriceLines.position));
  const linesOf = (pack: Pack) =>
    lines
      .filter((line) => line.pack === pack)
      .map(({ kind, level, rateBp, baseCentimes, amountCentimes }) => ({
        kind,
        level,
        rateBp,
        baseCentimes,
        amountCentimes,
      }));
  return {
    automatic: current.automatic,
    gridVersionCreatedAt: current.gridCreatedAt.toISOString(),
    packs: Object.fromEntries(packs.map((pack) => [pack, linesOf(pack)])) as Record<
      Pack,
      ReturnType<typeof linesOf>
    >,
  };
}
