import { westernDigits } from '../../../../domain/money.ts';
import type { claimHistoryFields } from '../../../../domain/quotes/request.ts';

/*
 * The optional bonus-malus questions of step 2 (domain/quotes/request.ts `claimHistoryFields`;
 * docs/product/tariffs.md "Bonus-malus"): their names, their empty draft values and where their
 * labels live.
 */

/** The four claim-history fields of the driver step. */
export type ClaimHistoryField = keyof typeof claimHistoryFields;

/** The two questions about the last 12 months, asked only after at least one claim in 24 months. */
export const last12MonthsFields = [
  'materialClaimsLast12Months',
  'bodilyClaimsLast12Months',
] as const satisfies readonly ClaimHistoryField[];

/** The claim-history fields as the form starts them: empty, that is not answered. */
export const emptyClaimHistory: Record<ClaimHistoryField, string> = {
  atFaultClaimsLast24Months: '',
  materialClaimsLast12Months: '',
  bodilyClaimsLast12Months: '',
  monthsInsuredWithoutInterruption: '',
};

const claimHistoryNames = new Set<string>(Object.keys(emptyClaimHistory));

/**
 * Whether an answer to "at-fault claims in the last 24 months", as typed (Western or
 * Arabic-Indic digits), is a whole number above zero: only then are the 12-month questions asked.
 */
export function hasClaims(typed: unknown): boolean {
  if (typeof typed === 'number') return Number.isInteger(typed) && typed > 0;
  if (typeof typed !== 'string') return false;
  const text = westernDigits(typed).trim();
  if (!/^\d+$/.test(text)) return false;
  return Number(text) > 0;
}

/**
 * The catalogue key of a quote-flow field's label: `flow.fields.<name>`, except the
 * claim-history questions, labelled in the instant-prices texts.
 */
export function flowFieldLabelKey(name: string): string {
  return claimHistoryNames.has(name) ? `instantPrices.claims.${name}` : `flow.fields.${name}`;
}
