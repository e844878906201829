import { defaultOfferTerms } from '../../../domain/offers/terms.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { changeQuoteStatus } from '../quotes/index.ts';
import { offersEveryPack, priceSubmittedQuote, type GridPricingError } from '../tariffs/index.ts';
import { insertOffer } from './offer-writes.ts';
import { sendHeldRenewalOffer } from './renewal-offer.ts';

/*
 * Offers the agencies' grids send themselves (docs/product/tariffs.md "Modes"): when a request
 * is submitted, each active agency of its city in mode `automatic` whose grid offers all three
 * packs sends its offer in the submission's transaction, so it is there when the submission
 * returns. The agency revises it like any offer.
 */

/**
 * Prices a quote just submitted with its city's grids (`priceSubmittedQuote`: the driver's
 * indicative range) and sends the automatic agencies' offers, each with its breakdown. The
 * driver is not sent "vos offres sont prêtes" for them: they are on the page the submission
 * opens. Call in the submission's transaction, after the quote's row; a grid that cannot price
 * the request is left out and passed to `onError`. A renewal request (`renewalOf`, the quote of
 * the contract it renews) first gets the renewal offer its contract's agency sent ahead
 * (`sendHeldRenewalOffer`), which that agency's grid then does not replace.
 * @returns how many offers were sent.
 */
export async function sendAutomaticOffers(
  tx: Transaction,
  quoteId: string,
  requested: Parameters<typeof defaultOfferTerms>[0],
  onError: GridPricingError,
  renewalOf: string | null = null,
): Promise<number> {
  const holder = renewalOf ? await sendHeldRenewalOffer(tx, quoteId, renewalOf, requested) : null;
  const priced = await priceSubmittedQuote(tx, quoteId, onError);
  let sent = holder ? 1 : 0;
  for (const { grid, mode, packs: packsPriced } of priced) {
    if (mode !== 'automatic' || !offersEveryPack(packsPriced) || grid.agencyId === holder) continue;
    const { basic, intermediate, premium } = packsPriced;
    const prices = {
      basic: basic.priceCentimes,
      intermediate: intermediate.priceCentimes,
      premium: premium.priceCentimes,
    };
    await insertOffer(tx, {
      quoteId,
      agencyId: grid.agencyId,
      prices,
      terms: defaultOfferTerms(requested),
      pricedBy: null,
      gridPriced: {
        tariffGridId: grid.id,
        automatic: true,
        lines: { basic: basic.lines, intermediate: intermediate.lines, premium: premium.lines },
      },
    });
    await recordAudit(tx, {
      action: 'offer.autoPriced',
      agencyId: grid.agencyId,
      entityType: 'quote',
      entityId: quoteId,
      details: { ...prices, tariffGridVersion: grid.version },
    });
    sent += 1;
  }
  if (sent > 0) await changeQuoteStatus(tx, quoteId, 'offered');
  return sent;
}
