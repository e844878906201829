/**
 * The life of an agency (docs/product.md "Who uses it"): a registration waits for the platform
 * admin (`pending`), who approves it (`active`) or refuses it (`rejected`); an active agency can
 * be suspended and reactivated (`suspended` ↔ `active`). Only an active agency's staff may sign
 * in, and only its offers can be chosen.
 */
export const agencyStatuses = ['pending', 'active', 'suspended', 'rejected'] as const;
export type AgencyStatus = (typeof agencyStatuses)[number];
