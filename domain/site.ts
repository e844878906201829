/**
 * The operator's public identity and support contact (docs/product/specification.md §2 navigation bar, footer, contact
 * page; legal notice: ACAPS intermediary approval under law 17-99, CNDP authorisation for
 * CIN processing under law 09-08). These defaults are placeholders for demo mode; each is
 * overridden by the environment variable named beside it, read by the server (server/config.ts)
 * and, at build time, by the web app (web/lib/site-config.ts) — the same names for both.
 */
export const siteDefaults = {
  /** SUPPORT_PHONE */
  supportPhone: '+212 5 22 00 00 00',
  /** SUPPORT_EMAIL */
  supportEmail: 'contact@moqarana.ma',
  /** SUPPORT_ADDRESS */
  supportAddress: '123 boulevard Mohammed V, 20000 Casablanca',
  /** OPERATOR_NAME */
  operatorName: 'Moqarana SARL',
  /** ACAPS_APPROVAL_NUMBER */
  acapsApprovalNumber: 'ACAPS-INT-0000',
  /** CNDP_AUTHORISATION_NUMBER */
  cndpAuthorisationNumber: 'A-GC-000/2026',
} as const;

/** Prefixes of the environment variables above, exposed to the web app's build (vite.config.ts). */
export const siteEnvPrefixes = ['SUPPORT_', 'OPERATOR_', 'ACAPS_', 'CNDP_'] as const;
