import type { z } from 'zod';
import type { myQuoteSummarySchema } from './my-quotes.ts';
import type {
  offerCardSchema,
  packPricesSchema,
  publishedReviewSchema,
  quoteComparisonSchema,
  selectionConfirmationSchema,
} from './quote.schemas.ts';

/*
 * Shapes of the quote API's answers, shared by the server and the web app. Money is in
 * centimes (1 DH = 100 centimes); dates are `YYYY-MM-DD`, instants ISO 8601 UTC.
 */

/** Quote statuses as users see them: domain/quote-lifecycle.ts. */
export type { QuoteStatus } from './quote-lifecycle.ts';

/** A driver's quote in "Mes devis" (`myQuoteSummarySchema`). */
export type MyQuoteSummary = z.output<typeof myQuoteSummarySchema>;

/** The three yearly prices of an offer, TTC, in centimes (`packPricesSchema`). */
export type PackPrices = z.output<typeof packPricesSchema>;

/** One agency's offer as the driver compares it (`offerCardSchema`). */
export type OfferCard = z.output<typeof offerCardSchema>;

/** A survey comment published with its author's consent (`publishedReviewSchema`). */
export type PublishedReview = z.output<typeof publishedReviewSchema>;

/** A quote with its offers ranked for one pack (`quoteComparisonSchema`). */
export type QuoteComparison = z.output<typeof quoteComparisonSchema>;

/** What /confirmation shows once the driver has chosen (`selectionConfirmationSchema`). */
export type SelectionConfirmation = z.output<typeof selectionConfirmationSchema>;
