/**
 * Public contact details shown in the navigation bar and footer (spec §2: placeholder text in
 * the original). Build-time values, overridable with VITE_SUPPORT_PHONE, VITE_SUPPORT_EMAIL and
 * VITE_SUPPORT_ADDRESS.
 */
export const supportContact = {
  phone: import.meta.env.VITE_SUPPORT_PHONE ?? '+212 5 22 00 00 00',
  email: import.meta.env.VITE_SUPPORT_EMAIL ?? 'contact@moqarana.ma',
  address: import.meta.env.VITE_SUPPORT_ADDRESS ?? '123 boulevard Mohammed V, 20000 Casablanca',
} as const;

/**
 * Who runs the site, for the legal pages (issue 4 item 4; ACAPS law 17-99 intermediary mention,
 * CNDP authorisation for CIN processing — reference/morocco.md). Build-time values, overridable
 * with VITE_OPERATOR_NAME, VITE_ACAPS_APPROVAL and VITE_CNDP_AUTHORISATION.
 */
export const legalIdentity = {
  operator: import.meta.env.VITE_OPERATOR_NAME ?? 'Moqarana SARL',
  acapsApproval: import.meta.env.VITE_ACAPS_APPROVAL ?? 'à compléter',
  cndpAuthorisation: import.meta.env.VITE_CNDP_AUTHORISATION ?? 'à compléter',
} as const;
