import { asc, eq, inArray } from 'drizzle-orm';
import {
  packGuarantees,
  type GuaranteeTerms,
  type OfferTerms,
  type OfferVersion,
} from '../../../domain/offers/terms.ts';
import type { PackPrices } from '../../../domain/offers/prices.ts';
import { packs, type Pack } from '../../../domain/reference/guarantees.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { PriceLine } from '../../../domain/tariffs/pricing.ts';
import {
  offerVersionGuarantees,
  offerVersionPriceLines,
  offerVersions,
  tariffGrids,
} from '../../db/schema/index.ts';

/*
 * The versions of an offer as data (docs/product/offer-terms.md): one `offer_versions` row per
 * version with its prices and conditions, one `offer_version_guarantees` row per guarantee of
 * each pack. Written once, never updated.
 */

/** Hundredths of a percent in the database, percent in the domain (500 ↔ 5). */
const toBasisPoints = (percent: number) => Math.round(percent * 100);
const fromBasisPoints = (basisPoints: number) => basisPoints / 100;

/**
 * What a grid-priced version records: the grid version that priced it, whether the grid sent it
 * itself (automatic), and each pack's lines as the engine gave them.
 */
export interface GridPricedVersion {
  tariffGridId: string;
  automatic: boolean;
  lines: Record<Pack, readonly PriceLine[]>;
}

/**
 * Stores one version of an offer: the first (revision 1) or a revision, with its grid pricing
 * when its prices are a grid's. `pricedBy` is null for an automatic offer. Call in the
 * transaction that writes the offer's row.
 */
export async function writeOfferVersion(
  tx: Transaction,
  version: {
    offerId: string;
    revision: number;
    prices: PackPrices;
    terms: OfferTerms;
    pricedBy: string | null;
    gridPriced?: GridPricedVersion | null;
  },
): Promise<void> {
  const { terms, prices } = version;
  const [row] = await tx
    .insert(offerVersions)
    .values({
      offerId: version.offerId,
      revision: version.revision,
      basicPriceCentimes: prices.basic,
      intermediatePriceCentimes: prices.intermediate,
      premiumPriceCentimes: prices.premium,
      basicConditions: terms.basic.conditions,
      intermediateConditions: terms.intermediate.conditions,
      premiumConditions: terms.premium.conditions,
      pricedBy: version.pricedBy,
      tariffGridId: version.gridPriced?.tariffGridId ?? null,
      automatic: version.gridPriced?.automatic ?? false,
    })
    .returning({ id: offerVersions.id });
  if (!row) throw new Error('offer version not written');
  const gridLines = version.gridPriced?.lines;
  if (gridLines)
    await tx
      .insert(offerVersionPriceLines)
      .values(
        packs.flatMap((pack) =>
          gridLines[pack].map((line, position) => ({ ...line, versionId: row.id, pack, position })),
        ),
      );
  await tx.insert(offerVersionGuarantees).values(
    packs.flatMap((pack) =>
      terms[pack].guarantees.map((line) => ({
        versionId: row.id,
        pack,
        guarantee: line.guarantee,
        level: line.level,
        requestedLevel: line.requestedLevel,
        differsFromRequest: line.differsFromRequest,
        franchiseCentimes: line.franchise?.amountCentimes ?? null,
        franchiseBasisPoints:
          line.franchise?.percent == null ? null : toBasisPoints(line.franchise.percent),
        franchiseMinimumCentimes: line.franchise?.minimumCentimes ?? null,
        ceilingCentimes: line.ceilingCentimes,
      })),
    ),
  );
}

/**
 * Every version of each offer, oldest first, with its terms (null for a version sent before
 * agencies stated terms). Two queries whatever the number of offers.
 */
export async function offerVersionsOf(
  db: Database | Transaction,
  offerIds: readonly string[],
): Promise<Map<string, OfferVersion[]>> {
  if (offerIds.length === 0) return new Map();
  const versions = (
    await db
      .select({ version: offerVersions, gridCreatedAt: tariffGrids.createdAt })
      .from(offerVersions)
      .leftJoin(tariffGrids, eq(tariffGrids.id, offerVersions.tariffGridId))
      .where(inArray(offerVersions.offerId, [...offerIds]))
      .orderBy(asc(offerVersions.revision))
  ).map(({ version, gridCreatedAt }) => ({ ...version, gridCreatedAt }));
  const lines = versions.some((version) => version.termsStated)
    ? await db
        .select()
        .from(offerVersionGuarantees)
        .where(
          inArray(
            offerVersionGuarantees.versionId,
            versions.filter((version) => version.termsStated).map((version) => version.id),
          ),
        )
    : [];
  return versionsFromRows(versions, lines);
}

/**
 * A stored version row, with the creation time of the grid version that priced it (null when
 * typed), and a stored line row, as the database reads them.
 */
type VersionRow = typeof offerVersions.$inferSelect & { gridCreatedAt?: Date | null };
type LineRow = typeof offerVersionGuarantees.$inferSelect;

/**
 * The versions of each offer from their rows (`versions` oldest first; `lines` in any order):
 * a version's terms in each pack's display order (`packGuarantees`), null where it stated none.
 */
export function versionsFromRows(
  versions: readonly VersionRow[],
  lines: readonly LineRow[],
): Map<string, OfferVersion[]> {
  const result = new Map<string, OfferVersion[]>();
  const linesOf = new Map<string, GuaranteeTerms[]>();
  for (const line of lines) {
    const key = `${line.versionId}/${line.pack}`;
    const list = linesOf.get(key) ?? [];
    list.push({
      guarantee: line.guarantee,
      level: line.level,
      requestedLevel: line.requestedLevel,
      differsFromRequest: line.differsFromRequest,
      franchise:
        line.franchiseCentimes === null &&
        line.franchiseBasisPoints === null &&
        line.franchiseMinimumCentimes === null
          ? null
          : {
              amountCentimes: line.franchiseCentimes,
              percent:
                line.franchiseBasisPoints === null
                  ? null
                  : fromBasisPoints(line.franchiseBasisPoints),
              minimumCentimes: line.franchiseMinimumCentimes,
            },
      ceilingCentimes: line.ceilingCentimes,
    });
    linesOf.set(key, list);
  }
  const conditionsOf: Record<Pack, (version: (typeof versions)[number]) => string> = {
    basic: (version) => version.basicConditions,
    intermediate: (version) => version.intermediateConditions,
    premium: (version) => version.premiumConditions,
  };
  for (const version of versions) {
    const terms: OfferTerms | null = version.termsStated
      ? (Object.fromEntries(
          packs.map((pack) => {
            const found = linesOf.get(`${version.id}/${pack}`) ?? [];
            // In the pack's display order (packGuarantees), whatever order the rows came in.
            const ordered = packGuarantees[pack].flatMap((guarantee) =>
              found.filter((line) => line.guarantee === guarantee),
            );
            return [pack, { guarantees: ordered, conditions: conditionsOf[pack](version) }];
          }),
        ) as OfferTerms)
      : null;
    const list = result.get(version.offerId) ?? [];
    list.push({
      revision: version.revision,
      createdAt: version.createdAt.toISOString(),
      prices: {
        basic: version.basicPriceCentimes,
        intermediate: version.intermediatePriceCentimes,
        premium: version.premiumPriceCentimes,
      },
      terms,
      pricing:
        version.tariffGridId && version.gridCreatedAt
          ? {
              automatic: version.automatic,
              gridVersionCreatedAt: version.gridCreatedAt.toISOString(),
            }
          : null,
    });
    result.set(version.offerId, list);
  }
  return result;
}
