import type { Pack } from './guarantees.ts';

/*
 * Shapes of the quote API's answers, shared by the server and the web app. Money is in
 * centimes (1 DH = 100 centimes); dates are `YYYY-MM-DD`, instants ISO 8601 UTC.
 */

/** Quote lifecycle as users see it (DESIGN.md §5); `expired` also covers an open quote past its date. */
export type QuoteStatus =
  'pending' | 'offered' | 'selected' | 'confirmed' | 'lost' | 'expired' | 'cancelled';

/** A driver's quote in "Mes devis". */
export interface MyQuoteSummary {
  id: string;
  reference: string;
  status: QuoteStatus;
  createdAt: string;
  offerCount: number;
  vehicle: { brand: string; plate: string };
}

/** The three yearly prices of an offer, TTC, in centimes. */
export type PackPrices = Record<Pack, number>;

/** One agency's offer as the driver compares it (spec §2 Choix de Compagnie / Choix de l'offre). */
export interface OfferCard {
  id: string;
  agency: { name: string; address: string; phone: string; acapsApprovalNumber: string };
  insurer: { name: string; slug: string };
  /** Average of drivers' survey ratings for this insurer; null before any rating. */
  rating: { average: number | null; count: number };
  /** The latest survey comment about this insurer, if any. */
  latestReview: string | null;
  prices: PackPrices;
  validUntil: string;
}

/** A quote with its offers, cheapest Basique first (spec §1: ordered by price). */
export interface QuoteComparison {
  id: string;
  reference: string;
  status: QuoteStatus;
  createdAt: string;
  expiresAt: string;
  selection: { offerId: string; pack: Pack } | null;
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
