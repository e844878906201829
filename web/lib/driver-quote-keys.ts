import type { Pack } from '../../domain/reference/guarantees.ts';

/**
 * Query keys of the driver's quotes, shared by the comparison (which reads them) and the quote
 * flow (whose submission adds one): `all` is the "Mes devis" list and the root of every quote's
 * comparison and selection, so that invalidating it refreshes them all.
 */
export const driverQuoteKeys = {
  all: ['quotes'] as const,
  /** The "Mes devis" list (its pages). */
  list: ['quotes'] as const,
  /** A quote's offers ranked for `pack`, or for the recommended pack when none is chosen. */
  comparison: (quoteId: string | null, pack: Pack | null) =>
    [...driverQuoteKeys.all, quoteId, 'comparison', pack ?? 'recommended'] as const,
  /** The confirmation of a quote's selection. */
  selection: (quoteId: string | null) => [...driverQuoteKeys.all, quoteId, 'selection'] as const,
};
