import { z } from 'zod';
import { packs } from '../reference/guarantees.ts';
import { numberInput } from '../validation.ts';
import { quoteAbilitiesSchema, quoteStatuses } from './lifecycle.ts';
import { packPricesSchema } from '../offers/prices.ts';
import { responsivenessSchema } from '../agencies/responsiveness.ts';
import { offerRevisionSchema, offerTermsSchema } from '../offers/offer-history.ts';
import { offerPricingSchema, priceEstimateSchema } from '../tariffs/api.ts';

/*
 * What the driver sees and does once offers arrive: the comparison, the selection, the
 * confirmation and the survey (their requests and `response` schemas). Money in centimes; dates
 * `YYYY-MM-DD`, instants ISO 8601 UTC.
 */

/** The answer of POST /api/quotes: 201 for a new quote, 200 for a retry with the same key. */
export const submittedQuoteSchema = z.strictObject({ id: z.string(), reference: z.string() });

/** A survey comment published with its author's consent. */
export const publishedReviewSchema = z.strictObject({
  text: z.string(),
  author: z.string().describe('First name and last initial: `Nadia B.`.'),
  rating: z.number(),
  createdAt: z.string().describe('When it was written (ISO instant).'),
});

/** One agency's offer as the driver compares it (docs/product/specification.md §2 Choix de Compagnie / Choix de l'offre). */
export const offerCardSchema = z.strictObject({
  id: z.string(),
  available: z
    .boolean()
    .describe(
      'False when the agency no longer takes contracts (suspended): shown, not selectable.',
    ),
  agency: z.strictObject({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    acapsApprovalNumber: z.string(),
  }),
  insurer: z.strictObject({ name: z.string(), slug: z.string() }),
  rating: z
    .strictObject({ average: z.number().nullable(), count: z.number().int() })
    .describe(
      'Average and count of the survey ratings this agency received whose authors agreed to show their answer to other drivers; null before any such rating.',
    ),
  review: publishedReviewSchema
    .nullable()
    .describe(
      'The latest survey comment whose author agreed to its publication; null when there is none.',
    ),
  responsiveness: responsivenessSchema,
  prices: packPricesSchema,
  terms: offerTermsSchema
    .nullable()
    .describe(
      'What each pack offers of each guarantee (level, franchise, ceiling) and its conditions; null for an offer sent before agencies stated them.',
    ),
  history: z
    .array(offerRevisionSchema)
    .describe(
      'The revisions after the offer was first sent, oldest first, with what each changed.',
    ),
  validUntil: z.string(),
  pricing: offerPricingSchema
    .nullable()
    .describe(
      'How the current version was priced: by the agency’s tariff grid, with its date (automatic: sent by the grid itself); null when typed by the agency.',
    ),
});

/**
 * A quote with its offers ranked for one pack (docs/product/specification.md §1: ordered by price; decision 0012):
 * `rankedBy`, the pack asked for or else `recommendedPack`, the smallest pack holding the
 * guarantees the driver wanted.
 */
export const quoteComparisonSchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  status: z.enum(quoteStatuses),
  abilities: quoteAbilitiesSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  selection: z.strictObject({ offerId: z.string(), pack: z.enum(packs) }).nullable(),
  recommendedPack: z.enum(packs),
  rankedBy: z.enum(packs),
  estimate: priceEstimateSchema
    .nullable()
    .describe(
      'The indicative range of each pack from the city’s tariff grids when the request was saved; null when no grid priced it.',
    ),
  offers: z.array(offerCardSchema),
});

/** What /confirmation shows once the driver has chosen. */
export const selectionConfirmationSchema = z.strictObject({
  quoteId: z.string(),
  reference: z.string(),
  pack: z.enum(packs),
  priceCentimes: z.number(),
  agency: z.strictObject({ name: z.string(), address: z.string(), phone: z.string() }),
  insurerName: z.string(),
  surveyAnswered: z.boolean(),
});

/** The answer of POST /api/quotes/:quoteId/survey. */
export const surveyReceivedSchema = z.strictObject({ ok: z.literal(true) });

/** POST /api/quotes/:quoteId/selection — the offer and the pack the driver picks. */
export const selectionSchema = z.strictObject({
  offerId: z.uuid({ error: 'required' }),
  pack: z.enum(packs, { error: 'required' }),
});
export type SelectionInput = z.input<typeof selectionSchema>;

/** GET /api/quotes/:quoteId — the pack to rank the offers by; default: the recommended one. */
export const comparisonQuerySchema = z.strictObject({
  pack: z.enum(packs, { error: 'invalidFormat' }).optional(),
});

/** Version of the wording of the survey's publication consent (law 09-08 consent record). */
export const surveyPublishConsentVersion = 'avis-2026-11-v2';

/**
 * POST /api/quotes/:quoteId/survey — the optional satisfaction survey (/survey-form).
 * `publishConsent`: the author agrees that the comment be shown to other drivers next to the
 * agency, signed with their first name and last initial; unticked by default.
 */
export const surveySchema = z.strictObject({
  rating: numberInput('invalidRating').pipe(
    z
      .number()
      .int({ error: 'invalidRating' })
      .min(1, { error: 'invalidRating' })
      .max(5, { error: 'invalidRating' }),
  ),
  comment: z.string().trim().max(1000, { error: 'tooLong' }).optional().default(''),
  publishConsent: z.boolean({ error: 'invalidFormat' }).optional().default(false),
});
export type SurveyInput = z.input<typeof surveySchema>;

/** One agency's offer as the driver compares it (`offerCardSchema`). */
export type OfferCard = z.output<typeof offerCardSchema>;

/** A survey comment published with its author's consent (`publishedReviewSchema`). */
export type PublishedReview = z.output<typeof publishedReviewSchema>;

/** A quote with its offers ranked for one pack (`quoteComparisonSchema`). */
export type QuoteComparison = z.output<typeof quoteComparisonSchema>;

/** What /confirmation shows once the driver has chosen (`selectionConfirmationSchema`). */
export type SelectionConfirmation = z.output<typeof selectionConfirmationSchema>;
