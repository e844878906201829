import type { defaultOfferTerms } from '../../../domain/offers/terms.ts';
import { agencyShownPrice } from '../../../domain/offers/agency-status.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { offerValidityDays } from '../../../domain/quotes/lifecycle.ts';
import type { PackPrices } from '../../../domain/offers/prices.ts';
import type { Transaction } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { newOfferKeys } from './offer-keys.ts';
import { writeOfferVersion, type GridPricedVersion } from './offer-versions.ts';

/*
 * The one writer of a new offer, whoever prices it: an agency member's price form
 * (pricing.service.ts) or an agency's grid in mode automatic (automatic-offers.ts).
 */

/**
 * Writes a new offer (revision 1) of `agencyId` on `quoteId` with its first version; the
 * offer's row holds the version's prices, the agency's table keys and its validity
 * (`offerValidityDays` from today). Call in the transaction that checked the quote is open and
 * the agency has no offer on it yet.
 * @returns the offer's id.
 */
export async function insertOffer(
  tx: Transaction,
  offer: {
    quoteId: string;
    agencyId: string;
    prices: PackPrices;
    terms: ReturnType<typeof defaultOfferTerms>;
    pricedBy: string | null;
    gridPriced?: GridPricedVersion | null;
  },
): Promise<string> {
  const [inserted] = await tx
    .insert(offers)
    .values({
      basicPriceCentimes: offer.prices.basic,
      intermediatePriceCentimes: offer.prices.intermediate,
      premiumPriceCentimes: offer.prices.premium,
      validUntil: addToDate(todayInMorocco(), { days: offerValidityDays }),
      pricedBy: offer.pricedBy,
      ...(await newOfferKeys(tx, offer.quoteId)),
      // An open quote has no selection yet: the lists show the Basique price.
      shownPriceCentimes: agencyShownPrice(offer.prices, {
        selectedOurs: false,
        selectedPack: null,
      }),
      quoteId: offer.quoteId,
      agencyId: offer.agencyId,
    })
    .returning({ id: offers.id });
  if (!inserted) throw new Error('offer not written');
  await writeOfferVersion(tx, {
    offerId: inserted.id,
    revision: 1,
    prices: offer.prices,
    terms: offer.terms,
    pricedBy: offer.pricedBy,
    gridPriced: offer.gridPriced ?? null,
  });
  return inserted.id;
}
