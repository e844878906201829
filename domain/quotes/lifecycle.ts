import { z } from 'zod';
import { expiryReminderDays } from '../retention.ts';
/*
 * The life of a quote (docs/product/design.md §5), in one place. A driver submits a quote
 * (`pending`); agencies of the city price it (`offered` once one has); the driver selects one
 * offer (`selected`), and the chosen agency confirms the contract (`confirmed`) or marks the
 * sale lost (`lost`). Before a selection the driver may withdraw it (`cancelled`), and when its
 * validity ends without one it is `expired`.
 *
 * A quote is "open" (agencies may price it, the driver may select or cancel) while its stored
 * status is open and its validity has not ended. The validity ends at `expires_at` itself: at
 * that instant the quote is no longer open. The expiry job writes `expired` soon after; until
 * it has, every reader derives the same status from `effectiveQuoteStatus`.
 *
 * The SQL twin of these rules, for queries, is server/modules/quotes/quote-lifecycle.sql.ts,
 * property-tested equal to this module.
 */

/** Every status a quote can have, stored or seen by the driver. */
export const quoteStatuses = [
  'pending',
  'offered',
  'selected',
  'confirmed',
  'lost',
  'expired',
  'cancelled',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Statuses in which a quote waits for offers or for the driver's choice, until its validity ends. */
export const openQuoteStatuses = ['pending', 'offered'] as const satisfies readonly QuoteStatus[];
export type OpenQuoteStatus = (typeof openQuoteStatuses)[number];

/** How long a submitted quote stays open: 30 days from its submission. */
export const quoteValidityDays = 30;

/**
 * How long an agency's offer holds its price: 30 days from the day it is sent or revised
 * (Morocco's date). ACAPS asks an online offer to state its validity (circular P.IN.02/2022).
 */
export const offerValidityDays = 30;

/** Days before a quote's end that its driver is reminded (`expiryReminderDays`, ../retention.ts). */
export { expiryReminderDays };

/**
 * The changes of status the product makes, and who makes them: an agency's first offer
 * (`pending → offered`), the driver's choice or withdrawal, the expiry job, and the chosen
 * agency's follow-up. No other change is ever written.
 */
export const quoteTransitions: Record<QuoteStatus, readonly QuoteStatus[]> = {
  pending: ['offered', 'cancelled', 'expired'],
  offered: ['selected', 'cancelled', 'expired'],
  selected: ['confirmed', 'lost'],
  confirmed: [],
  lost: [],
  expired: [],
  cancelled: [],
};

/** Whether the product may change a quote's status from `from` to `to`. */
export function canTransition(from: QuoteStatus, to: QuoteStatus): boolean {
  return quoteTransitions[from].includes(to);
}

/** The statuses from which the product may change a quote's status to `to` (`quoteTransitions`). */
export function statusesLeadingTo(to: QuoteStatus): QuoteStatus[] {
  return quoteStatuses.filter((from) => canTransition(from, to));
}

/** What the lifecycle reads of a stored quote. */
export interface QuoteLifecycleFacts {
  /** The stored status (`quotes.status`). */
  status: QuoteStatus;
  /** The validity has ended: `expires_at <= now` (`hasExpired`). */
  pastExpiry: boolean;
}

/** Whether a quote valid until `expiresAt` has expired at `now`: at `expiresAt` itself it has. */
export function hasExpired(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/** Whether the stored status is one of `openQuoteStatuses`. */
export function isOpenStatus(status: QuoteStatus): status is OpenQuoteStatus {
  return (openQuoteStatuses as readonly QuoteStatus[]).includes(status);
}

/** Open: agencies may price it, and the driver may select an offer or cancel it. */
export function isQuoteOpen(quote: QuoteLifecycleFacts): boolean {
  return isOpenStatus(quote.status) && !quote.pastExpiry;
}

/** The status everyone sees: an open status past the validity reads `expired`. */
export function effectiveQuoteStatus(quote: QuoteLifecycleFacts): QuoteStatus {
  return isOpenStatus(quote.status) && quote.pastExpiry ? 'expired' : quote.status;
}

/**
 * Whether the expiry reminder is due at `now`: the quote has offers to choose from and no
 * choice (stored status `offered`), its validity has not ended, and it ends within
 * `expiryReminderDays` days (the boundary included).
 */
export function expiryReminderDue(
  quote: { status: QuoteStatus; expiresAt: Date },
  now: Date = new Date(),
): boolean {
  return (
    quote.status === 'offered' &&
    !hasExpired(quote.expiresAt, now) &&
    quote.expiresAt.getTime() - now.getTime() <= expiryReminderDays * 86_400_000
  );
}

/** What the driver may do with a quote now, as the API tells the web app. */
export const quoteAbilitiesSchema = z
  .strictObject({
    cancel: z
      .boolean()
      .describe('Withdraw it: while it is open (before a selection, before its validity ends).'),
    select: z
      .boolean()
      .describe('Choose an offer: while it is open and has at least one (`offered`).'),
  })
  .describe('What the driver may do with it now (domain/quotes/lifecycle.ts).');
export type QuoteAbilities = z.output<typeof quoteAbilitiesSchema>;

/** The driver's abilities on a quote (`QuoteAbilities`). */
export function quoteAbilities(quote: QuoteLifecycleFacts): QuoteAbilities {
  const open = isQuoteOpen(quote);
  return { cancel: open, select: open && quote.status === 'offered' };
}
