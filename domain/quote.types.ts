import type { z } from 'zod';
import type { Pack } from './guarantees.ts';
import type { myQuoteSummarySchema } from './my-quotes.ts';
import type { QuoteAbilities, QuoteStatus } from './quote-lifecycle.ts';

/*
 * Shapes of the quote API's answers, shared by the server and the web app. Money is in
 * centimes (1 DH = 100 centimes); dates are `YYYY-MM-DD`, instants ISO 8601 UTC.
 */

/** Quote statuses as users see them: domain/quote-lifecycle.ts. */
export type { QuoteStatus } from './quote-lifecycle.ts';

/** A driver's quote in "Mes devis" (`myQuoteSummarySchema`). */
export type MyQuoteSummary = z.output<typeof myQuoteSummarySchema>;

/** The three yearly prices of an offer, TTC, in centimes. */
export type PackPrices = Record<Pack, number>;

/** One agency's offer as the driver compares it (docs/product/specification.md §2 Choix de Compagnie / Choix de l'offre). */
export interface OfferCard {
  id: string;
  /** False when the agency no longer takes contracts (suspended): shown, not selectable. */
  available: boolean;
  agency: { name: string; address: string; phone: string; acapsApprovalNumber: string };
  insurer: { name: string; slug: string };
  /**
   * Average of every survey rating this agency received (published or not: a rating is shown
   * only inside the average, never alone); null before any rating.
   */
  rating: { average: number | null; count: number };
  /**
   * The agency's latest survey comment whose author agreed to its publication, signed with
   * their first name and last initial (`Nadia B.`); null when there is none.
   */
  review: PublishedReview | null;
  prices: PackPrices;
  validUntil: string;
}

/** A survey comment published with its author's consent. */
export interface PublishedReview {
  text: string;
  /** First name and last initial: `Nadia B.`. */
  author: string;
  rating: number;
  /** When it was written (ISO instant). */
  createdAt: string;
}

/**
 * A quote with its offers ranked for one pack (docs/product/specification.md §1: ordered by price; decision 0012):
 * `rankedBy`, the pack asked for or else `recommendedPack`, the smallest pack holding the
 * guarantees the driver wanted.
 */
export interface QuoteComparison {
  id: string;
  reference: string;
  status: QuoteStatus;
  /** What the driver may do with it now (the lifecycle's rule, decided by the server). */
  abilities: QuoteAbilities;
  createdAt: string;
  expiresAt: string;
  selection: { offerId: string; pack: Pack } | null;
  recommendedPack: Pack;
  rankedBy: Pack;
  offers: OfferCard[];
}

/** What /confirmation shows once the driver has chosen. */
export interface SelectionConfirmation {
  quoteId: string;
  reference: string;
  pack: Pack;
  priceCentimes: number;
  agency: { name: string; address: string; phone: string };
  insurerName: string;
  surveyAnswered: boolean;
}
