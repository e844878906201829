import { z } from 'zod';
import { maxPremiumDh, parseDirhams, toCentimes } from '../money.ts';
import { packs, type Guarantee, type Pack } from '../reference/guarantees.ts';
import { dirhamsInput, whenParsed } from '../validation.ts';
import {
  conditionsMaxLength,
  offerableLevels,
  packGuarantees,
  differsFromRequest,
  type GuaranteeTerms,
  type OfferTerms,
} from './terms.ts';

/*
 * What an agency sends of an offer's terms (docs/product/offer-terms.md): the price form's
 * input, in DH as staff type it and a franchise's percentage in percent, checked and turned into
 * stored terms in centimes; and stored terms turned back into the form's values.
 */

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
