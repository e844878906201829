import { z } from 'zod';
import { agencyQuoteStatuses } from './agency-status.ts';
import { lostSaleSchema } from '../agency-day/performance.ts';
import { agencyDriverViewSchema } from './driver-view.ts';
import { packPricesSchema } from './prices.ts';
import { offerTermsSchema } from './offer-history.ts';
import { offerPricingSchema } from '../tariffs/api.ts';
import { guarantees, packs, type Guarantee } from '../reference/guarantees.ts';

/** The driver's bonus-malus answers (domain/quotes/request.ts `claimHistoryFields`), null when unanswered. */
const claimAnswer = z.number().int().nullable();

/*
 * GET /api/agency/quotes/:quoteId: everything an agency needs to price a quote (/user-info,
 * /prix-info). Before this agency's offer is selected, the driver is shown as initials, age and
 * masked CIN only (domain/offers/driver-view.ts). Money in centimes; dates `YYYY-MM-DD`.
 */
export const agencyQuoteDetailSchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  status: z.enum(agencyQuoteStatuses).describe('The status this agency sees of the quote.'),
  guaranteeChoiceId: z.string(),
  insuranceStartDate: z.string(),
  expiresAt: z.string().describe('When the request stops taking offers or choices (ISO 8601 UTC).'),
  driver: agencyDriverViewSchema,
  claimHistory: z
    .strictObject({
      atFaultClaimsLast24Months: claimAnswer,
      materialClaimsLast12Months: claimAnswer,
      bodilyClaimsLast12Months: claimAnswer,
      monthsInsuredWithoutInterruption: claimAnswer,
    })
    .describe('The driver’s answers about their at-fault claims, as declared with the request.'),
  bonusMalusCoefficientBp: z
    .number()
    .int()
    .describe(
      'The bonus-malus coefficient these answers give, basis points (10 000 = 100 %; domain/tariffs/bonus-malus.ts).',
    ),
  vehicle: z.strictObject({
    brand: z.string(),
    fuel: z.string(),
    fiscalPower: z.number().int(),
    seats: z.number().int(),
    firstRegistrationDate: z.string(),
    newValueCentimes: z.number().int(),
    marketValueCentimes: z.number().int(),
    plate: z
      .string()
      .describe(
        'Its serial number masked (`*****-أ-6`) before the driver selects this agency; in full after; empty when anonymised.',
      ),
  }),
  guarantees: z
    .strictObject(
      Object.fromEntries(guarantees.map((guarantee) => [guarantee, z.string()])) as Record<
        Guarantee,
        z.ZodString
      >,
    )
    .describe('The option code the driver chose per guarantee (`theft.F2`).'),
  ownOffer: z
    .strictObject({
      prices: packPricesSchema,
      validUntil: z.string(),
      terms: offerTermsSchema
        .nullable()
        .describe('Its terms as last sent; null for an offer sent before agencies stated them.'),
      revision: z
        .number()
        .int()
        .describe('1 as first sent, one more at each revision: send it back as `basedOnRevision`.'),
      pricing: offerPricingSchema
        .nullable()
        .describe(
          'How its current version was priced: at the agency’s grid prices (`automatic` when the grid sent it itself as the request was submitted); null when typed.',
        ),
    })
    .nullable()
    .describe('This agency’s own offer on the quote, if it priced it.'),
  selectedByUs: z
    .boolean()
    .describe('True when the driver selected this agency’s offer; `selectedPack` is then set.'),
  selectedPack: z.enum(packs).nullable(),
  canPrice: z.boolean().describe('False once the quote is selected, expired or cancelled.'),
  lostSale: lostSaleSchema
    .nullable()
    .describe(
      'Why the agency did not win a quote it priced; null while open, won, or not priced by it.',
    ),
  usualPrices: packPricesSchema
    .nullable()
    .describe(
      'While the quote is open: this agency’s median price per pack for vehicles of the same fiscal power (its latest 2,000 offers), centimes; null with fewer than 5 such offers.',
    ),
});
export type AgencyQuoteDetail = z.output<typeof agencyQuoteDetailSchema>;
