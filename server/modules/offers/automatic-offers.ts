import { defaultOfferTerms } from '../../../domain/offers/terms.ts';
import { agencyShownPrice } from '../../../domain/offers/agency-status.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { offerValidityDays } from '../../../domain/quotes/lifecycle.ts';
import type { PackPrices } from '../../../domain/offers/prices.ts';
import type { Transaction } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { changeQuoteStatus } from '../quotes/index.ts';
import { offersEveryPack, priceSubmittedQuote, type GridPricingError } from '../tariffs/index.ts';
import { newOfferKeys } from './offer-keys.ts';
import { writeOfferVersion, type GridPricedVersion } from './offer-versions.ts';

/*
 * Offers the agencies' grids send themselves (docs/product/tariffs.md "Modes"): when a request
 * is submitted, each active agency of its city in mode `automatic` whose grid offers all three
 * packs sends its offer in the submission's transaction, so it is there when the submission
 * returns. The agency revises it like any offer.
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

/**
 * Prices a quote just submitted with its city's grids (`priceSubmittedQuote`: the driver's
 * indicative range) and sends the automatic agencies' offers, each with its breakdown. The
 * driver is not sent "vos offres sont prêtes" for them: they are on the page the submission
 * opens. Call in the submission's transaction, after the quote's row; a grid that cannot price
 * the request is left out and passed to `onError`.
 * @returns how many offers were sent.
 */
export async function sendAutomaticOffers(
  tx: Transaction,
  quoteId: string,
  requested: Parameters<typeof defaultOfferTerms>[0],
  onError: GridPricingError,
): Promise<number> {
  const priced = await priceSubmittedQuote(tx, quoteId, onError);
  let sent = 0;
  for (const { grid, mode, packs: packsPriced } of priced) {
    if (mode !== 'automatic' || !offersEveryPack(packsPriced)) continue;
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
