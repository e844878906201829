import { z } from 'zod';
import { addToDate, daysUntil } from '../dates.ts';
import { accepted, claimHistoryFields } from '../quotes/request.ts';
import { inPackOrder, packPricesSchema, priceDh } from './prices.ts';
import { agentIdSchema, checkDateRange, dayRangeShape } from './view-filters.ts';

/*
 * A confirmed contract's yearly renewal (docs/product/renewal.md): how long a contract runs,
 * when its driver is reminded, and the one-click re-compare. Dates are `YYYY-MM-DD`, Morocco's.
 */

/** How long a contract runs, in months: a year unless the agency sets six months. */
export const contractDurations = [12, 6] as const;
export type ContractDuration = (typeof contractDurations)[number];
export const defaultContractDuration: ContractDuration = 12;

/**
 * The reminders before a contract ends, in days before the day the new cover must start: one
 * when 30 days or fewer are left, one when 7 or fewer are (each once; a contract confirmed with
 * 5 days left gets only the second).
 */
export const renewalReminderDays = [30, 7] as const;
export type RenewalReminderSlot = (typeof renewalReminderDays)[number];

/**
 * A break in cover longer than this loses the no-claims reduction (the bonus of
 * docs/product/tariffs.md, which needs months insured without interruption): what the
 * reminder warns of (docs/product/renewal.md "Bonus guardian").
 */
export const coverBreakLimitHours = 48;

/**
 * `start` plus `months` calendar months, the day clamped to the target month's last day
 * (31 January + 1 month = 28 or 29 February), as PostgreSQL's `date + interval` counts them:
 * the renewal job computes it in SQL, property-tested equal.
 */
export function addMonths(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The first day the next contract must cover: the contract's start plus its duration. */
export function renewalDate(startDate: string, durationMonths: number): string {
  return addMonths(startDate, durationMonths);
}

/** The last day the contract covers: the day before `renewalDate`. */
export function coverEndDate(startDate: string, durationMonths: number): string {
  return addToDate(renewalDate(startDate, durationMonths), { days: -1 });
}

/**
 * Which renewal reminder is due `daysLeft` days before the renewal date (`daysUntil(renewalDate,
 * today)`): 7 when 1 to 7 days are left, 30 when 8 to 30 are, none otherwise (further off, or
 * the renewal date reached). Its SQL twin is `renewalReminderSlotSql`.
 */
export function renewalReminderSlot(daysLeft: number): RenewalReminderSlot | null {
  if (daysLeft >= 1 && daysLeft <= 7) return 7;
  if (daysLeft >= 8 && daysLeft <= 30) return 30;
  return null;
}

/** Days from `today` to the renewal date of a contract (negative once it has passed). */
export const daysToRenewal = (startDate: string, durationMonths: number, today: string) =>
  daysUntil(renewalDate(startDate, durationMonths), today);

/**
 * POST /api/quotes/:quoteId/renewal — the one-click re-compare: the driver confirms their claims
 * history since the last request (bonus-malus, docs/product/tariffs.md) and accepts the terms;
 * everything else is the last request's.
 */
export const renewalRequestSchema = z.strictObject({
  ...claimHistoryFields,
  termsAccepted: accepted,
});
export type RenewalRequestInput = z.input<typeof renewalRequestSchema>;

/** GET /api/quotes/:quoteId/renewal — what the one-click re-compare shows before it is sent. */
export const renewalSummarySchema = z.strictObject({
  quoteId: z.string(),
  reference: z.string().describe('The reference of the request the contract came from.'),
  agencyName: z.string(),
  coverEndDate: z.string().describe('The last day the contract covers.'),
  renewalDate: z
    .string()
    .describe('The day the new cover must start, at the latest (bonus guardian).'),
  coverBreakLimitHours: z.number().int(),
  vehicle: z.strictObject({
    brand: z.string(),
    plate: z.string(),
    firstRegistrationDate: z.string(),
  }),
  claims: z.strictObject({
    atFaultClaimsLast24Months: z.number().int().nullable(),
    materialClaimsLast12Months: z.number().int().nullable(),
    bodilyClaimsLast12Months: z.number().int().nullable(),
    monthsInsuredWithoutInterruption: z.number().int().nullable(),
  }),
  /** The renewal request already sent from this contract, if any (one per contract). */
  renewal: z.strictObject({ id: z.string(), reference: z.string() }).nullable(),
  /**
   * The renewal offer the contract's agency sent ahead (`renewalOfferSchema`), yearly prices TTC
   * in centimes: it is among the offers as soon as the renewal request is sent.
   */
  agencyOffer: packPricesSchema.nullable(),
});
export type RenewalSummary = z.output<typeof renewalSummarySchema>;

/** How far ahead the Renouvellements list looks, in days: the renewal date from today to this. */
export const renewalWindows = [30, 60, 90] as const;
export type RenewalWindow = (typeof renewalWindows)[number];
/** The window the list opens on. */
export const defaultRenewalWindow: RenewalWindow = 30;

/**
 * Where a renewal stands for its holding agency (docs/product/agency-day.md "Filters and saved
 * views"), from what the row already carries: no renewal offer sent and no request yet
 * (`offerToSend`); its renewal offer sent, no request yet (`offerSent`); the driver's renewal
 * request received and not priced by the agency (`requestToPrice`), or priced (`requestPriced`;
 * an offer sent ahead prices the request the moment it is sent).
 */
export const renewalStatuses = [
  'offerToSend',
  'offerSent',
  'requestToPrice',
  'requestPriced',
] as const;
export type RenewalStatus = (typeof renewalStatuses)[number];

/**
 * What a saved view of the Renouvellements keeps, and the list's filters: the window, the status,
 * a range of Moroccan days on the cover's last day (the date the table shows), and the colleague
 * who confirmed the contract — the client's agent at the agency. No sort: the list reads soonest
 * first. Never a client's name, CIN or phone (law 09-08: nothing of theirs in an address or view).
 */
const renewalsViewShape = {
  within: z.coerce
    .number()
    .pipe(z.literal(renewalWindows))
    .optional()
    .describe('Days ahead the renewal date may be; absent: `defaultRenewalWindow` (30).'),
  status: z.enum(renewalStatuses).optional(),
  ...dayRangeShape('the cover’s last day'),
  agent: agentIdSchema.optional().describe('A user id of the agency: who confirmed the contract.'),
};

/**
 * A saved view of the Renouvellements (`renewalsViewShape`), and the query of
 * GET /api/agency/renewals.
 */
export const renewalsViewSchema = z.strictObject(renewalsViewShape).superRefine(checkDateRange);
export type RenewalsView = z.output<typeof renewalsViewSchema>;

/** One row of the agency's Renouvellements list. Money in centimes. */
export const agencyRenewalSchema = z.strictObject({
  quoteId: z.string(),
  reference: z.string(),
  client: z.string().describe('The client’s full name (the agency holds their contract).'),
  phone: z.string(),
  policyNumber: z.string(),
  durationMonths: z.number().int(),
  coverEndDate: z.string(),
  renewalDate: z.string(),
  daysLeft: z.number().int(),
  annualPremiumCentimes: z.number().int(),
  status: z.enum(renewalStatuses),
  /** The driver's renewal request, once sent, and whether this agency has priced it. */
  renewal: z
    .strictObject({ id: z.string(), reference: z.string(), priced: z.boolean() })
    .nullable(),
  /** The renewal offer this agency sent ahead of the request, with when; null before. */
  renewalOffer: z.strictObject({ prices: packPricesSchema, offeredAt: z.string() }).nullable(),
});
export type AgencyRenewal = z.output<typeof agencyRenewalSchema>;
export const agencyRenewalsSchema = z.array(agencyRenewalSchema);

/**
 * PUT /api/agency/renewals/:quoteId/offer — the holding agency's renewal offer, sent ahead of
 * the driver's renewal request (docs/product/renewal.md "The holding agency's offer first"): the
 * three yearly prices TTC in dirhams, typed as the price form types them, Basique ≤
 * Intermédiaire ≤ Premium. Sent again, it replaces the last one until the driver sends their
 * request; the request then carries it as the agency's offer, with the guarantees the driver
 * asked for last year.
 */
export const renewalOfferSchema = inPackOrder(
  z.strictObject({ basic: priceDh, intermediate: priceDh, premium: priceDh }),
);
export type RenewalOfferInput = z.input<typeof renewalOfferSchema>;
