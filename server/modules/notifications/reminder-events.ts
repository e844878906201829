import { todayInMorocco } from '../../../domain/dates.ts';
import { coverBreakLimitHours, coverEndDate, renewalDate } from '../../../domain/offers/renewal.ts';
import type { Transaction } from '../../db/client.ts';
import { driverDrafts, quoteDriver } from './events.ts';
import type { MessageDraft } from './outbox.ts';

/*
 * The reminders the lifecycle jobs send a driver (docs/product/design.md §6): a quote about to
 * expire without a choice, and a contract's renewal. Each is called in the job's transaction
 * that chose the quote or contract, and returns the drafts it enqueues there.
 */

/**
 * The expiry reminder (`expiryReminderDue`, domain/quotes/lifecycle.ts): the driver of an offered
 * quote whose validity ends within `expiryReminderDays` days is told the last day they can
 * choose (Morocco's date, day first), by e-mail unless they withdrew their consent to reminder
 * e-mails ("Mes données", `users.reminderEmails`) and on WhatsApp when they opted in. Call in
 * the expiry job's transaction that chose the quote.
 */
export async function quoteExpiringDrafts(
  tx: Transaction,
  quote: { id: string; expiresAt: Date },
): Promise<MessageDraft[]> {
  const { reference, driver, reminderEmails } = await quoteDriver(tx, quote.id);
  // The last day it is open: the day of the instant just before its validity ends.
  const [year, month, day] = todayInMorocco(new Date(quote.expiresAt.getTime() - 1)).split('-');
  const drafts = driverDrafts(driver, {
    event: 'quote.expiring',
    recordId: quote.id,
    payload: {
      reference,
      lastDay: `${day}/${month}/${year}`,
      path: `/compagnie-page?devis=${quote.id}`,
    },
  });
  return reminderEmails ? drafts : drafts.filter((draft) => draft.channel !== 'email');
}

/**
 * The renewal reminder (docs/product/renewal.md; `renewalReminderSlot`): `slot` days or fewer
 * before the renewal date of the contract on `quoteId`, its driver is told the last day the
 * contract covers, the day the new cover must start by (a break of more than
 * `coverBreakLimitHours` hours loses the no-claims reduction) and the one-click re-compare;
 * by e-mail unless they withdrew their consent to reminder e-mails, and on WhatsApp when they
 * opted in. The slot is part of the messages' key: each reminder goes once. Call in the
 * renewal job's transaction that chose the contract.
 */
export async function renewalDueDrafts(
  tx: Transaction,
  contract: { quoteId: string; startDate: string; durationMonths: number; slot: number },
): Promise<MessageDraft[]> {
  const { reference, driver, reminderEmails } = await quoteDriver(tx, contract.quoteId);
  const dayFirst = (date: string) => date.split('-').reverse().join('/');
  const drafts = driverDrafts(driver, {
    event: 'contract.renewal',
    recordId: contract.quoteId,
    slot: String(contract.slot),
    payload: {
      reference,
      endDate: dayFirst(coverEndDate(contract.startDate, contract.durationMonths)),
      renewalDate: dayFirst(renewalDate(contract.startDate, contract.durationMonths)),
      breakHours: String(coverBreakLimitHours),
      path: `/renouvellement?devis=${contract.quoteId}`,
    },
  });
  return reminderEmails ? drafts : drafts.filter((draft) => draft.channel !== 'email');
}
