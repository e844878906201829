import { z } from 'zod';
import { guarantees, packs, type Pack } from '../reference/guarantees.ts';
import type { LevelTerms, OfferTerms } from './terms.ts';

/*
 * What the driver reads of an offer's terms (docs/product/offer-terms.md): the schemas of the
 * stored terms in the API's answers (centimes), an offer's versions, and what changed from one
 * version to the next.
 */

const franchiseSchema = z.strictObject({
  amountCentimes: z.number().int().nullable(),
  percent: z.number().nullable().describe('Percent of the claim: 5 for 5 %.'),
  minimumCentimes: z.number().int().nullable(),
});

export const guaranteeTermsSchema = z.strictObject({
  guarantee: z.enum(guarantees),
  level: z.string().describe('Option code offered (`theft.F2`).'),
  requestedLevel: z.string().describe('Option code the driver asked for.'),
  differsFromRequest: z
    .boolean()
    .describe('True when the driver asked for a level and the offer names another one.'),
  franchise: franchiseSchema
    .nullable()
    .describe('Deductible; null when none applies or none was stated.'),
  ceilingCentimes: z.number().int().nullable(),
});

export const packTermsSchema = z.strictObject({
  guarantees: z.array(guaranteeTermsSchema),
  conditions: z.string(),
});

export const offerTermsSchema = z.strictObject(
  Object.fromEntries(packs.map((pack) => [pack, packTermsSchema])) as Record<
    Pack,
    typeof packTermsSchema
  >,
);

/** One version of an offer, as stored: its prices (centimes) and its terms (null before terms were stated). */
export interface OfferVersion {
  revision: number;
  createdAt: string;
  prices: Record<Pack, number>;
  terms: OfferTerms | null;
  /**
   * How the version was priced: by the agency's grid (`automatic` when the grid sent it
   * itself), with the grid version's creation time; null or absent when typed.
   */
  pricing?: { automatic: boolean; gridVersionCreatedAt: string } | null;
}

export const offerChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('price'),
    pack: z.enum(packs),
    fromCentimes: z.number().int(),
    toCentimes: z.number().int(),
  }),
  z.strictObject({
    kind: z.literal('level'),
    pack: z.enum(packs),
    guarantee: z.enum(guarantees),
    from: z.string(),
    to: z.string(),
  }),
  z.strictObject({
    kind: z.literal('terms'),
    pack: z.enum(packs),
    guarantee: z.enum(guarantees),
  }),
  z.strictObject({ kind: z.literal('conditions'), pack: z.enum(packs) }),
]);
export type OfferChange = z.output<typeof offerChangeSchema>;

export const offerRevisionSchema = z.strictObject({
  revision: z.number().int(),
  revisedAt: z.string().describe('When the revision was sent (ISO instant).'),
  changes: z.array(offerChangeSchema),
});
export type OfferRevision = z.output<typeof offerRevisionSchema>;

const sameTerms = (a: LevelTerms, b: LevelTerms) =>
  a.ceilingCentimes === b.ceilingCentimes &&
  a.franchise?.amountCentimes === b.franchise?.amountCentimes &&
  a.franchise?.percent === b.franchise?.percent &&
  a.franchise?.minimumCentimes === b.franchise?.minimumCentimes;

/**
 * What changed from one version of an offer to the next, pack by pack in pack order: each price,
 * each guarantee's level, else its franchise or ceiling, then the conditions. Terms compared
 * only where both versions state them.
 */
export function offerChanges(before: OfferVersion, after: OfferVersion): OfferChange[] {
  return packs.flatMap((pack): OfferChange[] => {
    const changes: OfferChange[] = [];
    if (before.prices[pack] !== after.prices[pack])
      changes.push({
        kind: 'price',
        pack,
        fromCentimes: before.prices[pack],
        toCentimes: after.prices[pack],
      });
    const was = before.terms?.[pack];
    const now = after.terms?.[pack];
    if (!was || !now) return changes;
    for (const line of now.guarantees) {
      const old = was.guarantees.find((other) => other.guarantee === line.guarantee);
      if (!old) continue;
      if (old.level !== line.level)
        changes.push({
          kind: 'level',
          pack,
          guarantee: line.guarantee,
          from: old.level,
          to: line.level,
        });
      else if (!sameTerms(old, line))
        changes.push({ kind: 'terms', pack, guarantee: line.guarantee });
    }
    if (was.conditions !== now.conditions) changes.push({ kind: 'conditions', pack });
    return changes;
  });
}

/** An offer's revisions after its first version, oldest first, with what each changed. */
export function offerHistory(versions: readonly OfferVersion[]): OfferRevision[] {
  const ordered = [...versions].sort((a, b) => a.revision - b.revision);
  return ordered.slice(1).map((version, index) => ({
    revision: version.revision,
    revisedAt: version.createdAt,
    changes: offerChanges(ordered[index] as OfferVersion, version),
  }));
}
