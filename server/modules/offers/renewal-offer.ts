import { eq } from 'drizzle-orm';
import type { PackPrices } from '../../../domain/offers/prices.ts';
import { defaultOfferTerms } from '../../../domain/offers/terms.ts';
import type { Transaction } from '../../db/client.ts';
import { agencies, contracts } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { insertOffer } from './offer-writes.ts';

/*
 * The holding agency's renewal offer (docs/product/renewal.md "The holding agency's offer
 * first"): the prices it sent ahead on the contract's row (server/modules/contracts/renewals.ts)
 * become its offer on the driver's renewal request, in the request's own transaction, so the
 * agency that holds the contract is the first offer the driver reads.
 */

/** The renewal offer held on a contract's row: its three prices in centimes, or null. */
export function heldRenewalOffer(contract: {
  renewalOfferBasicCentimes: number | null;
  renewalOfferIntermediateCentimes: number | null;
  renewalOfferPremiumCentimes: number | null;
}): PackPrices | null {
  const basic = contract.renewalOfferBasicCentimes;
  const intermediate = contract.renewalOfferIntermediateCentimes;
  const premium = contract.renewalOfferPremiumCentimes;
  // The table's check holds the three together.
  if (basic === null || intermediate === null || premium === null) return null;
  return { basic, intermediate, premium };
}

/**
 * The renewal offer a driver is shown and their request gets: the held one, while the agency
 * that holds the contract is active (a suspended agency's offer is neither shown nor sent).
 */
export function renewalOfferToSend(
  contract: Parameters<typeof heldRenewalOffer>[0] & { agencyStatus: string },
): PackPrices | null {
  return contract.agencyStatus === 'active' ? heldRenewalOffer(contract) : null;
}

/**
 * Sends the renewal offer held on the contract of `renewalOf` as its agency's offer on the new
 * request `quoteId`, with the guarantees the driver asked for (`requested`, last year's), when
 * the agency is still active. The contract's row is locked (FOR SHARE) so that an offer the
 * agency changes meanwhile waits for this request and then finds it sent (409 there). Call in
 * the submission's transaction, before the automatic offers.
 * @returns the agency whose offer was sent, or null when none was held.
 */
export async function sendHeldRenewalOffer(
  tx: Transaction,
  quoteId: string,
  renewalOf: string,
  requested: Parameters<typeof defaultOfferTerms>[0],
): Promise<string | null> {
  const [contract] = await tx
    .select({
      agencyId: contracts.agencyId,
      renewalOfferBasicCentimes: contracts.renewalOfferBasicCentimes,
      renewalOfferIntermediateCentimes: contracts.renewalOfferIntermediateCentimes,
      renewalOfferPremiumCentimes: contracts.renewalOfferPremiumCentimes,
      offeredBy: contracts.renewalOfferedBy,
      agencyStatus: agencies.status,
    })
    .from(contracts)
    .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
    .where(eq(contracts.quoteId, renewalOf))
    .for('share', { of: contracts });
  const prices = contract && renewalOfferToSend(contract);
  if (!contract || !prices) return null;
  await insertOffer(tx, {
    quoteId,
    agencyId: contract.agencyId,
    prices,
    terms: defaultOfferTerms(requested),
    pricedBy: contract.offeredBy,
  });
  await recordAudit(tx, {
    action: 'offer.fromRenewal',
    actorUserId: contract.offeredBy,
    agencyId: contract.agencyId,
    entityType: 'quote',
    entityId: quoteId,
    details: { ...prices, renewalOf },
  });
  return contract.agencyId;
}
