import { siteDefaults } from '../../domain/site.ts';

const env = import.meta.env as Record<string, string | undefined>;
const or = (value: string | undefined, fallback: string) => value || fallback;

/**
 * Public contact details shown in the navigation bar, footer and contact page (docs/product/specification.md §2), read
 * at build time from SUPPORT_PHONE, SUPPORT_EMAIL and SUPPORT_ADDRESS (domain/site.ts).
 */
export const supportContact = {
  phone: or(env.SUPPORT_PHONE, siteDefaults.supportPhone),
  email: or(env.SUPPORT_EMAIL, siteDefaults.supportEmail),
  address: or(env.SUPPORT_ADDRESS, siteDefaults.supportAddress),
} as const;

/**
 * Who runs the site, for the legal pages (law 17-99, law 09-08): OPERATOR_NAME,
 * ACAPS_APPROVAL_NUMBER and CNDP_AUTHORISATION_NUMBER at build time (domain/site.ts).
 */
export const legalIdentity = {
  operator: or(env.OPERATOR_NAME, siteDefaults.operatorName),
  acapsApproval: or(env.ACAPS_APPROVAL_NUMBER, siteDefaults.acapsApprovalNumber),
  cndpAuthorisation: or(env.CNDP_AUTHORISATION_NUMBER, siteDefaults.cndpAuthorisationNumber),
} as const;
