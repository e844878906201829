import { z } from 'zod';
import { isWholeCentimes, maxPremiumDh } from '../money.ts';
import type { packs } from '../reference/guarantees.ts';
import { dirhamsInput, whenParsed } from '../validation.ts';
import { offerTermsInputSchema } from './terms-input.ts';

/*
 * An agency's offer: the three yearly prices of the packs, TTC, as staff type them and as the
 * API stores and answers them (centimes; 1 DH = 100 centimes).
 */

/** The three yearly prices of an offer, TTC, in centimes. */
export const packPricesSchema = z.strictObject({
  basic: z.number(),
  intermediate: z.number(),
  premium: z.number(),
} satisfies Record<(typeof packs)[number], z.ZodNumber>);

/**
 * One pack's price, in dirhams with at most two decimals: a JSON number, or a text as
 * `parseDirhams` reads it (message `priceFormat` otherwise). The browser validates with this
 * schema before sending, the server parses the same.
 */
export const priceDh = dirhamsInput(
  'priceFormat',
  z
    .number({ error: 'required' })
    .positive({ error: 'positiveAmount' })
    .max(maxPremiumDh, { error: 'amountTooLarge' })
    .refine(isWholeCentimes, { error: 'invalidFormat' }),
);

/**
 * A price is unusual when it is over `usualPriceFactor` times, or under one `usualPriceFactor`th
 * of, the agency's median for the same pack and fiscal power: likely a typo (a digit too many
 * or too few). The price page then asks for a confirmation; it never refuses the price.
 */
export const usualPriceFactor = 3;

/** True when `centimes` is far from `medianCentimes` (see usualPriceFactor). */
export function isFarFromUsual(centimes: number, medianCentimes: number): boolean {
  return (
    centimes > medianCentimes * usualPriceFactor || centimes * usualPriceFactor < medianCentimes
  );
}

/**
 * Basique ≤ Intermédiaire ≤ Premium on an object of three typed prices: the rule of every form
 * that prices the three packs (an offer, a renewal offer). Premium first: a check skips once its
 * fields have an issue, the order's own included.
 */
export function inPackOrder<Schema extends z.ZodType<PackPrices>>(schema: Schema) {
  return schema
    .refine((prices) => prices.premium >= prices.intermediate, {
      path: ['premium'],
      error: 'pricesOrder',
      ...whenParsed(['intermediate'], ['premium']),
    })
    .refine((prices) => prices.intermediate >= prices.basic, {
      path: ['intermediate'],
      error: 'pricesOrder',
      ...whenParsed(['basic'], ['intermediate']),
    });
}

/**
 * PUT /api/agency/quotes/:quoteId/offer — Basique ≤ Intermédiaire ≤ Premium. `basedOnRevision`
 * is the revision of the agency's offer the prices were typed over (`ownOffer.revision` of the
 * quote's page), null over no offer: when the offer has changed since, the prices are refused
 * (409 `offerChanged`) and nothing is written. Without it, the prices replace whatever is there.
 * `terms`: what each pack offers of each guarantee, its franchise and ceiling, its conditions.
 */
export const offerPricesSchema = inPackOrder(
  z.strictObject({
    basic: priceDh,
    intermediate: priceDh,
    premium: priceDh,
    basedOnRevision: z.number().int().positive().nullable().optional(),
    /**
     * Each pack's guarantees as offered (domain/offers/terms.ts). Without it, a first offer
     * offers what the driver asked for (`defaultOfferTerms`) and a revision keeps the terms
     * of the version it revises.
     */
    terms: offerTermsInputSchema.optional(),
    /**
     * The version of the agency's grid whose suggestion the form opened with
     * (`tariffSuggestionSchema`). When the three prices are that version's, the offer records
     * it with its breakdown ("Pourquoi ce prix ?"); prices typed over it record nothing.
     */
    tariffGridVersion: z.number().int().positive().optional(),
  }),
);
export type OfferPricesInput = z.input<typeof offerPricesSchema>;
export type OfferPrices = z.output<typeof offerPricesSchema>;

/** The three yearly prices of an offer, TTC, in centimes (`packPricesSchema`). */
export type PackPrices = z.output<typeof packPricesSchema>;

/**
 * The answer of PUT /api/agency/quotes/:quoteId/offer: 201 for the agency's first offer on the
 * quote, 200 with `revised: true` for a revision of it.
 */
export const offerSavedSchema = z.strictObject({ revised: z.boolean() });
