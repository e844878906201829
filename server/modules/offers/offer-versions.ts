import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  packGuarantees,
  type GuaranteeTerms,
  type OfferTerms,
} from '../../../domain/offers/terms.ts';
import { type OfferVersion } from '../../../domain/offers/offer-history.ts';
import type { PackPrices } from '../../../domain/offers/prices.ts';
import { packs, type Pack } from '../../../domain/reference/guarantees.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { PriceLine } from '../../../domain/tariffs/pricing.ts';
import {
  offers,
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
 * A version as `offerVersionsJsonSql` reads it: the version's columns, the creation time of the
 * grid version that priced it (null when typed), and its guarantee lines (null when it stated
 * none). Instants are ISO text; amounts centimes; `franchiseBasisPoints` hundredths of a percent.
 */
export interface VersionJson {
  revision: number;
  createdAt: string;
  basicPriceCentimes: number;
  intermediatePriceCentimes: number;
  premiumPriceCentimes: number;
  basicConditions: string;
  intermediateConditions: string;
  premiumConditions: string;
  termsStated: boolean;
  automatic: boolean;
  gridCreatedAt: string | null;
  lines: Omit<typeof offerVersionGuarantees.$inferSelect, 'versionId'>[] | null;
}

/**
 * Every version of the offer whose id is `offerId` (a column of the enclosing query), oldest
 * first, with its lines, as one JSON value (null when it has none): one subquery through the
 * unique (offer_id, revision) index and the lines' primary key, so a list of offers reads all
 * its versions in the statement that reads the offers.
 */
export function offerVersionsJsonSql(offerId: AnyPgColumn) {
  const v = offerVersions;
  const l = offerVersionGuarantees;
  return sql<VersionJson[] | null>`(select json_agg(json_build_object(
      'revision', ${v.revision}, 'createdAt', ${v.createdAt},
      'basicPriceCentimes', ${v.basicPriceCentimes},
      'intermediatePriceCentimes', ${v.intermediatePriceCentimes},
      'premiumPriceCentimes', ${v.premiumPriceCentimes},
      'basicConditions', ${v.basicConditions},
      'intermediateConditions', ${v.intermediateConditions},
      'premiumConditions', ${v.premiumConditions},
      'termsStated', ${v.termsStated}, 'automatic', ${v.automatic},
      'gridCreatedAt', ${tariffGrids.createdAt},
      'lines', case when ${v.termsStated} then (select json_agg(json_build_object(
          'pack', ${l.pack}, 'guarantee', ${l.guarantee}, 'level', ${l.level},
          'requestedLevel', ${l.requestedLevel}, 'differsFromRequest', ${l.differsFromRequest},
          'franchiseCentimes', ${l.franchiseCentimes},
          'franchiseBasisPoints', ${l.franchiseBasisPoints},
          'franchiseMinimumCentimes', ${l.franchiseMinimumCentimes},
          'ceilingCentimes', ${l.ceilingCentimes}))
        from ${l} where ${l.versionId} = ${v.id}) end)
      order by ${v.revision})
    from ${v} left join ${tariffGrids} on ${tariffGrids.id} = ${v.tariffGridId}
    where ${v.offerId} = ${offerId})`;
}

/**
 * Every version of each offer, oldest first, with its terms (null for a version sent before
 * agencies stated terms). One statement whatever the number of offers.
 */
export async function offerVersionsOf(
  db: Database | Transaction,
  offerIds: readonly string[],
): Promise<Map<string, OfferVersion[]>> {
  if (offerIds.length === 0) return new Map();
  // Written out rather than built by a one-table select, which Drizzle renders with bare
  // column names: the subquery's "id" would then be ambiguous.
  const { rows } = (await db.execute(
    sql`select ${offers.id} as "offerId", ${offerVersionsJsonSql(offers.id)} as versions
      from ${offers} where ${inArray(offers.id, [...offerIds])}`,
  )) as unknown as { rows: { offerId: string; versions: VersionJson[] | null }[] };
  return new Map(rows.map((row) => [row.offerId, versionsFromJson(row.versions)]));
}

/** A stored line as the domain reads it: the franchise null when none of its parts is set. */
function guaranteeTermsOf(line: NonNullable<VersionJson['lines']>[number]): GuaranteeTerms {
  return {
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
  };
}

const conditionsOf: Record<Pack, (version: VersionJson) => string> = {
  basic: (version) => version.basicConditions,
  intermediate: (version) => version.intermediateConditions,
  premium: (version) => version.premiumConditions,
};

/**
 * An offer's versions from `offerVersionsJsonSql` (oldest first): each version's terms in each
 * pack's display order (`packGuarantees`), null where it stated none.
 */
export function versionsFromJson(versions: readonly VersionJson[] | null): OfferVersion[] {
  return (versions ?? []).map((version) => {
    const lines = version.lines ?? [];
    const terms: OfferTerms | null = version.termsStated
      ? (Object.fromEntries(
          packs.map((pack) => {
            // In the pack's display order (packGuarantees), whatever order the rows came in.
            const ordered = packGuarantees[pack].flatMap((guarantee) =>
              lines
                .filter((line) => line.pack === pack && line.guarantee === guarantee)
                .map(guaranteeTermsOf),
            );
            return [pack, { guarantees: ordered, conditions: conditionsOf[pack](version) }];
          }),
        ) as OfferTerms)
      : null;
    return {
      revision: version.revision,
      createdAt: new Date(version.createdAt).toISOString(),
      prices: {
        basic: version.basicPriceCentimes,
        intermediate: version.intermediatePriceCentimes,
        premium: version.premiumPriceCentimes,
      },
      terms,
      pricing: version.gridCreatedAt
        ? {
            automatic: version.automatic,
            gridVersionCreatedAt: new Date(version.gridCreatedAt).toISOString(),
          }
        : null,
    };
  });
}
