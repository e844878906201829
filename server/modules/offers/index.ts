/**
 * The offers module's public entry: what an agency sees of a quote (its status, its price, the driver) for other modules' queries, and who counts as an agency member.
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export { awaitingPriceSql } from './agency-queue.service.ts';
export { agencyPriceSql, agencyStatusSql } from './agency-status.sql.ts';
export {
  chosenByDriverSql,
  driverViewColumns,
  driverViewOf,
  firstLettersOf,
  initialsKeySql,
  initialsOf,
} from './driver-view.sql.ts';
export {
  shownPriceSql,
  statusKeyRanges,
  offerStatusSql,
  statusOfKeysSql,
  writeClientKeys,
  writeContractKey,
  writeSelectionKeys,
  writeStatusKeys,
} from './offer-keys.ts';
export {
  offerVersionsJsonSql,
  offerVersionsOf,
  versionsFromJson,
  type VersionJson,
} from './offer-versions.ts';
export { sendAutomaticOffers } from './automatic-offers.ts';
export { heldRenewalOffer, renewalOfferToSend } from './renewal-offer.ts';
export { agencyCallerOf, asAgencyMember } from './offers.policy.ts';
export type { AgencyCaller, AgencyMember } from './offers.policy.ts';
export { priceBreakdown } from './price-breakdown.ts';
export { lostSaleReasonSql, packPriceSql, priceGapPercentSql } from './lost-sale.sql.ts';
