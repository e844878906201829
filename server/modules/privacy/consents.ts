import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Consent, ConsentKind } from '../../../domain/accounts/personal-data.ts';
import type { Database } from '../../db/client.ts';
import { quotes, surveys, users } from '../../db/schema/index.ts';
import type { SignedInContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { updateNotificationPreferences, withdrawReminderEmails } from '../accounts/index.ts';

/*
 * The driver's consents (law 09-08 art. 4 and 9; domain/accounts/personal-data.ts): listed with
 * when they were given and which wording the driver saw, and withdrawn one kind at a time. Each
 * withdrawal is audited with the IP address (the proof of consent and of its withdrawal).
 */

/** The driver's consents: WhatsApp, reminder e-mails, each published review, each quote's terms. */
export async function listConsents(db: Database, userId: string): Promise<Consent[]> {
  const [[account], published, quoteTerms] = await Promise.all([
    db
      .select({
        whatsappOptInAt: users.whatsappOptInAt,
        whatsappOptInVersion: users.whatsappOptInVersion,
        reminderEmails: users.reminderEmails,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({
        reference: quotes.reference,
        at: surveys.publishConsentAt,
        version: surveys.publishConsentVersion,
      })
      .from(surveys)
      .innerJoin(quotes, eq(quotes.id, surveys.quoteId))
      .where(and(eq(quotes.userId, userId), isNotNull(surveys.publishConsentAt)))
      .orderBy(desc(surveys.createdAt)),
    db
      .select({ reference: quotes.reference, at: quotes.consentAt, version: quotes.consentVersion })
      .from(quotes)
      .where(eq(quotes.userId, userId))
      .orderBy(desc(quotes.createdAt)),
  ]);
  if (!account) return [];
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return [
    {
      kind: 'whatsapp',
      active: account.whatsappOptInAt !== null,
      givenAt: iso(account.whatsappOptInAt),
      version: account.whatsappOptInVersion,
      quoteReference: null,
    },
    {
      kind: 'reminderEmails',
      active: account.reminderEmails,
      // On from the account's creation (they serve the quotes the driver asks for).
      givenAt: account.reminderEmails ? iso(account.createdAt) : null,
      version: null,
      quoteReference: null,
    },
    ...published.map((review): Consent => ({
      kind: 'reviewPublication',
      active: true,
      givenAt: iso(review.at),
      version: review.version,
      quoteReference: review.reference,
    })),
    ...quoteTerms.map((quote): Consent => ({
      kind: 'quoteTerms',
      active: true,
      givenAt: iso(quote.at),
      version: quote.version,
      quoteReference: quote.reference,
    })),
  ];
}

/**
 * Withdraws the caller's consent `kind` (every published review at once for
 * `reviewPublication`: none is shown to other drivers again), audited as
 * `consent.<kind>.withdrawn`.
 * @returns the consents as they now stand.
 */
export async function withdrawConsent(
  db: Database,
  context: SignedInContext,
  kind: ConsentKind,
): Promise<Consent[]> {
  const { userId } = context.actor;
  await db.transaction(async (tx) => {
    if (kind === 'whatsapp') {
      await updateNotificationPreferences(tx, userId, { whatsappOptIn: false });
    } else if (kind === 'reminderEmails') {
      await withdrawReminderEmails(tx, userId);
    } else {
      await tx
        .update(surveys)
        .set({ publishConsentAt: null, publishConsentVersion: null })
        .where(
          inArray(
            surveys.quoteId,
            tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.userId, userId)),
          ),
        );
    }
    await recordAudit(tx, {
      action: `consent.${kind}.withdrawn`,
      actorUserId: userId,
      agencyId: null,
      entityType: 'user',
      entityId: userId,
      ipAddress: context.ip,
    });
  });
  return listConsents(db, userId);
}
