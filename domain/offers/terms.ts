import { z } from 'zod';
import { maxPremiumDh, parseDirhams, toCentimes } from '../money.ts';
import {
  guaranteeOption,
  guaranteeOptions,
  guarantees,
  isNotWanted,
  packContents,
  packs,
  type Guarantee,
  type Pack,
} from '../reference/guarantees.ts';
import { dirhamsInput, whenParsed } from '../validation.ts';

/*
 * The structured offer (docs/product/offer-terms.md): for each pack an agency prices, the level
 * it offers of each guarantee the pack holds, that level's franchise (deductible) and ceiling,
 * and the pack's own conditions. Money is in DH as staff type it and in centimes as the API
 * stores and answers it (1 DH = 100 centimes); a franchise's percentage is in percent (`5` for
 * 5 %, at most two decimals), stored in hundredths of a percent.
 */

/**
 * The guarantees an offer states a level for in each pack: those the pack holds
 * (`packContents`, docs/product/specification.md §9), and assistance in every pack, which the
 * specification makes optional in all three (an agency may offer none: `assistance.none`).
 */
const guaranteesOf = (pack: Pack): readonly Guarantee[] =>
  guarantees.filter(
    (guarantee) => guarantee === 'assistance' || packContents[pack].includes(guarantee),
  );
export const packGuarantees: Record<Pack, readonly Guarantee[]> = {
  basic: guaranteesOf('basic'),
  intermediate: guaranteesOf('intermediate'),
  premium: guaranteesOf('premium'),
};

/** The only guarantee a pack may hold at no level ("Non souhaitée"). */
const mayBeLeftOut = (guarantee: Guarantee) => guarantee === 'assistance';

/** A franchise (deductible) as Moroccan insurers word it: a fixed amount, a percentage with a minimum, or both. */
export interface Franchise {
  /** A fixed amount, centimes; null when the franchise is only a percentage. */
  amountCentimes: number | null;
  /** A percentage of the claim (`5` for 5 %), at most two decimals; null for a fixed amount only. */
  percent: number | null;
  /** The least the percentage comes to, centimes; only with a percentage. */
  minimumCentimes: number | null;
}

/** What one guarantee of one pack comes with, as the catalogue words its level or the agency sets it. */
export interface LevelTerms {
  franchise: Franchise | null;
  /** The most the guarantee pays (its capital), centimes; null where no ceiling applies. */
  ceilingCentimes: number | null;
}

const dh = (amount: number) => toCentimes(amount);
const percentFranchise = (percent: number, minimumDh: number): Franchise => ({
  amountCentimes: null,
  percent,
  minimumCentimes: dh(minimumDh),
});

/**
 * Each level's terms as its label in the specification words them (domain/reference/guarantees.ts):
 * - PFCP and defence and recourse: the capital is the ceiling (`10000DH`);
 * - collision damage: an optional capital, then the franchise (`10 000&5% Min. 1000DH`: ceiling
 *   10,000 DH, franchise 5 % with a minimum of 1,000 DH);
 * - tierce (all risk): the franchise (`3% Min. 2500DH`);
 * - glass breakage: the capital, then a fixed franchise (`5000 Min. 300DH`: ceiling 5,000 DH,
 *   franchise 300 DH);
 * - theft's formulas carry three amounts the specification does not name, and assistance none:
 *   the agency states their terms itself.
 */
const catalogueTerms: Record<string, LevelTerms> = {
  'pfcp.1': { franchise: null, ceilingCentimes: dh(5_000) },
  'pfcp.2': { franchise: null, ceilingCentimes: dh(10_000) },
  'pfcp.3': { franchise: null, ceilingCentimes: dh(15_000) },
  'pfcp.4': { franchise: null, ceilingCentimes: dh(20_000) },
  'pfcp.5': { franchise: null, ceilingCentimes: dh(30_000) },
  'collisionDamage.1': { franchise: percentFranchise(5, 1_000), ceilingCentimes: null },
  'collisionDamage.2': { franchise: percentFranchise(5, 1_000), ceilingCentimes: dh(10_000) },
  'collisionDamage.3': { franchise: percentFranchise(5, 1_000), ceilingCentimes: dh(20_000) },
  'collisionDamage.4': { franchise: percentFranchise(5, 1_000), ceilingCentimes: dh(30_000) },
  'legalDefence.1': { franchise: null, ceilingCentimes: dh(5_000) },
  'legalDefence.2': { franchise: null, ceilingCentimes: dh(7_500) },
  'legalDefence.3': { franchise: null, ceilingCentimes: dh(10_000) },
  'legalDefence.4': { franchise: null, ceilingCentimes: dh(20_000) },
  'allRisk.1': { franchise: percentFranchise(3, 2_500), ceilingCentimes: null },
  'allRisk.2': { franchise: percentFranchise(5, 2_500), ceilingCentimes: null },
  'allRisk.3': { franchise: percentFranchise(10, 2_500), ceilingCentimes: null },
  'allRisk.4': { franchise: percentFranchise(15, 4_000), ceilingCentimes: null },
  'allRisk.5': { franchise: percentFranchise(20, 4_000), ceilingCentimes: null },
  ...Object.fromEntries(
    [5_000, 10_000, 20_000, 30_000, 40_000].map((ceiling, index) => [
      `glassBreakage.${index + 1}`,
      {
        franchise: { amountCentimes: dh(300), percent: null, minimumCentimes: null },
        ceilingCentimes: dh(ceiling),
      },
    ]),
  ),
};

/** The terms a level comes with in the catalogue; none for theft, assistance and "Non souhaitée". */
export function levelTerms(code: string): LevelTerms {
  return catalogueTerms[code] ?? { franchise: null, ceilingCentimes: null };
}

/** The levels an agency may offer of a guarantee, in display order (option codes). */
export function offerableLevels(guarantee: Guarantee): string[] {
  return guaranteeOptions
    .filter(
      (option) =>
        option.guarantee === guarantee && (mayBeLeftOut(guarantee) || !isNotWanted(option.code)),
    )
    .map((option) => option.code);
}

/**
 * Whether the offered level departs from what the driver asked in /choix-garantie: only when the
 * driver asked for a level (not "Non souhaitée") and the offer names another one. A guarantee the
 * driver declined but the pack holds anyway is no departure.
 */
export function differsFromRequest(requested: string, offered: string): boolean {
  return !isNotWanted(requested) && requested !== offered;
}

/** One guarantee of one pack as an offer states it (centimes). */
export interface GuaranteeTerms extends LevelTerms {
  guarantee: Guarantee;
  /** The option code offered (`theft.F2`). */
  level: string;
  /** The option code the driver asked for in /choix-garantie. */
  requestedLevel: string;
  differsFromRequest: boolean;
}

/** One pack of an offer: its guarantees in display order and its conditions. */
export interface PackTerms {
  guarantees: GuaranteeTerms[];
  /** The agency's own conditions for this pack, as typed (≤ `conditionsMaxLength`); '' for none. */
  conditions: string;
}

export type OfferTerms = Record<Pack, PackTerms>;

/** The longest text an agency may add to a pack (characters). */
export const conditionsMaxLength = 500;

/**
 * The offer an agency that changes nothing sends: in each pack, the level the driver asked for
 * of each guarantee, or, for a guarantee the driver declined that the pack holds anyway, its
 * first level (assistance: none); each with the catalogue's terms (`levelTerms`); no conditions.
 */
export function defaultOfferTerms(requested: Record<Guarantee, string>): OfferTerms {
  return Object.fromEntries(
    packs.map((pack) => [
      pack,
      {
        conditions: '',
        guarantees: packGuarantees[pack].map((guarantee): GuaranteeTerms => {
          const asked = requested[guarantee];
          const level =
            isNotWanted(asked) && !mayBeLeftOut(guarantee)
              ? (offerableLevels(guarantee)[0] ?? asked)
              : asked;
          return {
            guarantee,
            level,
            requestedLevel: asked,
            differsFromRequest: false,
            ...levelTerms(level),
          };
        }),
      },
    ]),
  ) as OfferTerms;
}

/* ---- What the agency sends (PUT /api/agency/quotes/:quoteId/offer, `terms`) ---- */

/** An amount of a franchise or a ceiling, in DH as typed; empty → none. */
const optionalDh = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.union([
    z.null(),
    dirhamsInput(
      'amountFormat',
      z
        .number()
        .positive({ error: 'positiveAmount' })
        .max(maxPremiumDh * 100, { error: 'amountTooLarge' })
        .refine((amount) => Number.isInteger(amount * 100), { error: 'invalidFormat' }),
    ),
  ]),
);

/** A franchise's percentage as typed (`5`, `2,5`): more than 0, at most 100, two decimals. */
const optionalPercent = z.preprocess(
  (value) => {
    if (value === '' || value === undefined) return null;
    return typeof value === 'string' ? (parseDirhams(value) ?? value) : value;
  },
  z.union([
    z.null(),
    z
      .number({ error: 'percentFormat' })
      .positive({ error: 'percentFormat' })
      .max(100, { error: 'percentFormat' })
      .refine((percent) => Number.isInteger(Math.round(percent * 1e6) / 1e4), {
        error: 'percentFormat',
      }),
  ]),
);

/** One guarantee line of the price form. */
const guaranteeLineSchema = (guarantee: Guarantee) =>
  z
    .strictObject({
      level: z
        .string({ error: 'required' })
        .refine((code) => offerableLevels(guarantee).includes(code), { error: 'levelNotOffered' }),
      franchiseAmount: optionalDh,
      franchisePercent: optionalPercent,
      franchiseMinimum: optionalDh,
      ceiling: optionalDh,
    })
    .refine((line) => line.franchiseMinimum === null || line.franchisePercent !== null, {
      path: ['franchiseMinimum'],
      error: 'minimumNeedsPercent',
      ...whenParsed(['franchiseMinimum'], ['franchisePercent']),
    });
export type GuaranteeLineInput = z.input<ReturnType<typeof guaranteeLineSchema>>;

/** One pack of the price form: a line per guarantee the pack holds, and its conditions. */
const packTermsInputSchema = (pack: Pack) =>
  z.strictObject({
    guarantees: z.strictObject(
      Object.fromEntries(
        packGuarantees[pack].map((guarantee) => [guarantee, guaranteeLineSchema(guarantee)]),
      ) as Record<Guarantee, ReturnType<typeof guaranteeLineSchema>>,
    ),
    conditions: z
      .string({ error: 'invalidFormat' })
      .trim()
      .max(conditionsMaxLength, { error: 'tooLong' })
      .optional()
      .default(''),
  });

/**
 * The terms of the three packs as the price form sends them. Every guarantee of a pack
 * (`packGuarantees`) has its line, no other; amounts in DH, percentages in percent.
 */
export const offerTermsInputSchema = z.strictObject(
  Object.fromEntries(packs.map((pack) => [pack, packTermsInputSchema(pack)])) as Record<
    Pack,
    ReturnType<typeof packTermsInputSchema>
  >,
);
export type OfferTermsInput = z.input<typeof offerTermsInputSchema>;
export type ParsedOfferTerms = z.output<typeof offerTermsInputSchema>;

/**
 * The stored terms of what the agency sent, for the driver's request: amounts to centimes,
 * each line compared with the level asked for (`differsFromRequest`).
 */
export function offerTermsFromInput(
  input: ParsedOfferTerms,
  requested: Record<Guarantee, string>,
): OfferTerms {
  return Object.fromEntries(
    packs.map((pack) => {
      const lines = input[pack].guarantees as Record<
        Guarantee,
        z.output<ReturnType<typeof guaranteeLineSchema>>
      >;
      return [
        pack,
        {
          conditions: input[pack].conditions,
          guarantees: packGuarantees[pack].map((guarantee): GuaranteeTerms => {
            const line = lines[guarantee];
            const hasFranchise =
              line.franchiseAmount !== null ||
              line.franchisePercent !== null ||
              line.franchiseMinimum !== null;
            const centimes = (amount: number | null) =>
              amount === null ? null : toCentimes(amount);
            return {
              guarantee,
              level: line.level,
              requestedLevel: requested[guarantee],
              differsFromRequest: differsFromRequest(requested[guarantee], line.level),
              franchise: hasFranchise
                ? {
                    amountCentimes: centimes(line.franchiseAmount),
                    percent: line.franchisePercent,
                    minimumCentimes: centimes(line.franchiseMinimum),
                  }
                : null,
              ceilingCentimes: centimes(line.ceiling),
            };
          }),
        },
      ];
    }),
  ) as OfferTerms;
}

/* ---- What the driver reads (the comparison's `terms` and `history`) ---- */

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

/** The label of a level code for the reader; the code itself if unknown. */
export function levelLabel(code: string): string {
  return guaranteeOption(code)?.label ?? code;
}

/**
 * Stored terms as the price form sends them back (amounts in DH, the percentage in percent):
 * what the form pre-fills with, so an agency that changes nothing sends the same terms.
 */
export function offerTermsInput(terms: OfferTerms): OfferTermsInput {
  const dirhams = (centimes: number | null) => (centimes === null ? null : centimes / 100);
  return Object.fromEntries(
    packs.map((pack) => [
      pack,
      {
        conditions: terms[pack].conditions,
        guarantees: Object.fromEntries(
          terms[pack].guarantees.map((line) => [
            line.guarantee,
            {
              level: line.level,
              franchiseAmount: dirhams(line.franchise?.amountCentimes ?? null),
              franchisePercent: line.franchise?.percent ?? null,
              franchiseMinimum: dirhams(line.franchise?.minimumCentimes ?? null),
              ceiling: dirhams(line.ceilingCentimes),
            },
          ]),
        ),
      },
    ]),
  ) as OfferTermsInput;
}
