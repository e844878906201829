import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { managerRoles } from '../../../domain/accounts/roles.ts';
import type { Language } from '../../../domain/languages.ts';
import type { Transaction } from '../../db/client.ts';
import { agencies, drivers, messages, offers, quotes, users } from '../../db/schema/index.ts';
import type { MessageDraft } from './outbox.ts';
import {
  standingColumns,
  standingOf,
  whatsappRefusal,
  type WhatsappStanding,
} from './whatsapp-policy.ts';

/*
 * Who is told what, for each business event of docs/product/design.md §6. Each function reads the
 * recipients in the business transaction and returns the drafts the caller enqueues there.
 */

/** Digests of new offers to a driver: at most one per this many milliseconds (decision 0010). */
export const offersDigestIntervalMs = 60 * 60 * 1000;

/** The columns of an account that its e-mails need. */
export const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  locale: users.locale,
};

/** An e-mail to an account, greeted by its first name (else the account's name). */
export function emailTo(
  account: { id: string; email: string; name: string; firstName: string | null; locale: Language },
  draft: Pick<MessageDraft, 'event' | 'recordId' | 'slot' | 'payload'>,
): MessageDraft {
  return {
    ...draft,
    channel: 'email',
    recipient: account.email,
    recipientUserId: account.id,
    locale: account.locale,
    payload: { name: account.firstName ?? account.name, ...draft.payload },
  };
}

/**
 * A driver as their messages need them: the quote's contact details, the account's language
 * and WhatsApp standing.
 */
export interface DriverContact {
  userId: string;
  name: string;
  email: string;
  phone: string;
  locale: Language;
  whatsapp: WhatsappStanding;
}

/**
 * The e-mail of one driver event, and its WhatsApp message when `whatsappRefusal` allows it:
 * the driver opted in and the quote's number is the one they confirmed. This is where a
 * driver's message channels are chosen.
 */
export function driverDrafts(
  driver: DriverContact,
  draft: Omit<MessageDraft, 'channel' | 'recipient' | 'recipientUserId' | 'locale'>,
): MessageDraft[] {
  const payload = { ...draft.payload, name: driver.name };
  const common = { ...draft, payload, recipientUserId: driver.userId, locale: driver.locale };
  const drafts: MessageDraft[] = [{ ...common, channel: 'email', recipient: driver.email }];
  if (whatsappRefusal(driver.whatsapp, driver.phone) === null)
    drafts.push({ ...common, channel: 'whatsapp', recipient: driver.phone });
  return drafts;
}

export async function quoteDriver(tx: Transaction, quoteId: string) {
  const [row] = await tx
    .select({
      reference: quotes.reference,
      userId: users.id,
      name: drivers.firstName,
      // The account's confirmed address, not the one typed in the quote (decision 0023).
      email: users.email,
      phone: drivers.phone,
      locale: users.locale,
      standing: standingColumns,
      reminderEmails: users.reminderEmails,
    })
    .from(quotes)
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .innerJoin(users, eq(users.id, quotes.userId))
    .where(eq(quotes.id, quoteId));
  if (!row) throw new Error(`quote ${quoteId} has no driver`);
  const driver: DriverContact = {
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    whatsapp: standingOf(row.standing),
  };
  return { reference: row.reference, driver, reminderEmails: row.reminderEmails };
}

/** "Quote submitted": the driver's acknowledgement with the reference. */
export function quoteSubmittedDrafts(
  driver: DriverContact,
  quote: { id: string; reference: string },
): MessageDraft[] {
  return driverDrafts(driver, {
    event: 'quote.submitted',
    recordId: quote.id,
    payload: { reference: quote.reference, path: '/mes-devis' },
  });
}

/**
 * An agency revised an offer the driver had already seen (docs/product/offer-terms.md): one
 * e-mail per revision, to the offer's page, whose history shows what changed. While one such
 * e-mail about the offer still waits, a further revision adds none: that e-mail's link shows
 * the latest version. E-mail only: WhatsApp templates need the provider's approval, and this
 * one has none. Call in the revision's transaction.
 */
export async function offerRevisedDrafts(
  tx: Transaction,
  quoteId: string,
  offer: { id: string; revision: number; agencyName: string },
): Promise<MessageDraft[]> {
  const [waiting] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.event, 'offer.revised'),
        eq(messages.recordId, offer.id),
        eq(messages.status, 'queued'),
      ),
    )
    .limit(1);
  if (waiting) return [];
  const { reference, driver } = await quoteDriver(tx, quoteId);
  return [
    {
      event: 'offer.revised',
      recordId: offer.id,
      slot: String(offer.revision),
      channel: 'email',
      recipient: driver.email,
      recipientUserId: driver.userId,
      locale: driver.locale,
      payload: {
        name: driver.name,
        reference,
        agencyName: offer.agencyName,
        path: `/offre-page?devis=${quoteId}&offre=${offer.id}`,
      },
    },
  ];
}

/**
 * A new offer on a quote (not a revision): the first one is announced at once
 * (`offers.ready`); later ones are gathered in one `offers.digest` sent an hour after the
 * previous notice, whose count is kept current while it waits. Call with the quote row locked.
 */
export async function newOfferDrafts(tx: Transaction, quoteId: string): Promise<MessageDraft[]> {
  const [offerCount] = await tx
    .select({ n: count() })
    .from(offers)
    .where(eq(offers.quoteId, quoteId));
  const total = String(offerCount?.n ?? 1);
  const waiting = await tx
    .update(messages)
    .set({ payload: sql`jsonb_set(${messages.payload}, '{count}', to_jsonb(${total}::text))` })
    .where(
      and(
        eq(messages.event, 'offers.digest'),
        eq(messages.recordId, quoteId),
        eq(messages.status, 'queued'),
      ),
    )
    .returning({ id: messages.id });
  if (waiting.length > 0) return [];

  const [last] = await tx
    .select({ at: messages.createdAt })
    .from(messages)
    .where(
      and(
        inArray(messages.event, ['offers.ready', 'offers.digest']),
        eq(messages.recordId, quoteId),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  const { reference, driver } = await quoteDriver(tx, quoteId);
  const payload = { reference, count: total, path: `/compagnie-page?devis=${quoteId}` };
  if (!last) return driverDrafts(driver, { event: 'offers.ready', recordId: quoteId, payload });
  const startAfter = new Date(Math.max(Date.now(), last.at.getTime() + offersDigestIntervalMs));
  return driverDrafts(driver, {
    event: 'offers.digest',
    recordId: quoteId,
    slot: startAfter.toISOString(),
    payload,
    startAfter,
  });
}

/**
 * "Offer selected": the driver's confirmation (with the agency's contact) and an e-mail to each
 * active staff member of the chosen agency who keeps selection e-mails on.
 */
export async function offerSelectedDrafts(
  tx: Transaction,
  quoteId: string,
  agencyId: string,
): Promise<MessageDraft[]> {
  const { reference, driver } = await quoteDriver(tx, quoteId);
  const [agency] = await tx
    .select({ name: agencies.name, phone: agencies.phone })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw new Error(`agency ${agencyId} not found`);
  const staff = await tx
    .select(accountColumns)
    .from(users)
    .where(
      and(eq(users.agencyId, agencyId), eq(users.active, true), eq(users.notifySelections, true)),
    );
  return [
    ...driverDrafts(driver, {
      event: 'offer.selected',
      recordId: quoteId,
      payload: {
        reference,
        agencyName: agency.name,
        agencyPhone: agency.phone,
        path: `/confirmation?devis=${quoteId}`,
      },
    }),
    ...staff.map((member) =>
      emailTo(member, {
        event: 'offer.selected.agency',
        recordId: quoteId,
        payload: { reference, agencyName: agency.name, path: `/user-info/${quoteId}` },
      }),
    ),
  ];
}

/**
 * Registration received, approved or rejected: an e-mail to the agency's manager, at an address
 * nobody has confirmed. "Received" and "refused" greet no one and name no agency: they carry
 * nothing the person registering typed (a refused registration may well be someone else's
 * address). Only an approval, after the platform admin has checked the agency, names it and
 * greets its manager.
 */
export async function agencyDecisionDrafts(
  tx: Transaction,
  agencyId: string,
  event: 'agency.registered' | 'agency.approved' | 'agency.rejected',
  reason?: string,
): Promise<MessageDraft[]> {
  const managers = await tx
    .select({ ...accountColumns, agencyName: agencies.name })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.agencyId, agencyId), inArray(users.role, managerRoles)));
  const approved = event === 'agency.approved';
  return managers.map((manager) =>
    emailTo(approved ? manager : { ...manager, name: '', firstName: null }, {
      event,
      recordId: agencyId,
      payload: {
        ...(approved ? { agencyName: manager.agencyName } : {}),
        ...(reason ? { reason } : {}),
        ...(event === 'agency.approved' ? { path: '/adminLogin' } : {}),
      },
    }),
  );
}

/**
 * A single-use password link for a new staff account or a reset: an e-mail to the person. The
 * link's secret is in the URL's fragment; the worker drops it from the outbox once a real
 * provider has it. `slot` tells two links for the same account apart.
 */
export async function passwordLinkDrafts(
  tx: Transaction,
  email: string,
  event: 'account.created' | 'password.reset',
  url: string,
  slot: string,
): Promise<MessageDraft[]> {
  const [user] = await tx
    .select({ ...accountColumns, agencyName: agencies.name })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.email, email));
  if (!user) return [];
  return [
    emailTo(user, {
      event,
      recordId: user.id,
      slot,
      payload: { agencyName: user.agencyName ?? '', url },
    }),
  ];
}

/** Staff of active agencies who asked for the hourly digest of new quotes. */
export async function digestSubscribers(tx: Transaction) {
  return tx
    .select({ ...accountColumns, cityId: agencies.cityId })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(
      and(
        eq(users.notifyNewQuotes, true),
        eq(users.active, true),
        eq(agencies.status, 'active'),
        isNotNull(users.agencyId),
      ),
    );
}

/**
 * A contact-form message: the whole message to the operator's address (in French, the
 * operator's language) and, when `acknowledge`, an acknowledgement to the sender in the form's
 * language. The address is whatever was typed, so the acknowledgement greets no one and quotes
 * nothing of the message: the form cannot make Moqarana write someone else's words to anyone.
 */
export function contactDrafts(
  contactId: string,
  message: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
  },
  senderLanguage: Language,
  operatorEmail: string,
  acknowledge: boolean,
): MessageDraft[] {
  const senderName = `${message.firstName} ${message.lastName}`;
  const drafts: MessageDraft[] = [
    {
      event: 'contact.received',
      recordId: contactId,
      channel: 'email',
      recipient: operatorEmail,
      locale: 'fr',
      payload: {
        name: 'Moqarana',
        senderName,
        senderEmail: message.email,
        senderPhone: message.phone,
        subject: message.subject,
        message: message.message,
      },
    },
  ];
  if (acknowledge)
    drafts.push({
      event: 'contact.acknowledged',
      recordId: contactId,
      channel: 'email',
      recipient: message.email,
      locale: senderLanguage,
      payload: {},
    });
  return drafts;
}
