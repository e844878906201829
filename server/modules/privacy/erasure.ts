import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import {
  auditLog,
  contactMessages,
  contractCalls,
  contracts,
  messages,
  quotes,
  surveys,
} from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { eraseAccountRow, lockAccountForErasure } from '../accounts/index.ts';
import { forgetSignInTraces } from '../auth/index.ts';
import { writeClientKeys } from '../offers/index.ts';
import { anonymiseQuotes, deleteDraftOf } from '../quotes/index.ts';
import { erasedMessageContent } from '../retention/index.ts';
import { auditOf } from './personal-data.ts';

/*
 * A driver's account erased (law 09-08 art. 9; domain/accounts/personal-data.ts), at their
 * demand or, on their written request, by the platform admin: one transaction, so a failure
 * leaves everything as it was. Table by table, what happens is `personalTables`'
 * (personal-data.ts):
 * - quotes with a confirmed contract are kept as they are, for the agency that holds the
 *   contract only (agencies see a driver's identity only on the quotes where the driver chose
 *   them, server/modules/offers/driver-view.sql.ts), for the period the privacy page states;
 * - every other quote is anonymised (server/modules/quotes/anonymisation.ts; an open one is
 *   cancelled), its offers' client keys written again;
 * - survey comments and their publication, the agency's call notes on anonymised quotes, the
 *   content and recipient of every message to the driver or about their quotes or contact
 *   messages are erased, one being sent included (a message not yet sent is cancelled); the draft, contact messages, sessions, credentials,
 *   codes and password links are deleted; the audit keeps its entries without IP addresses;
 * - the account keeps its id and role, nothing else (server/modules/accounts/account-erasure.ts).
 * Afterwards every process forgets the account's sessions.
 */

/**
 * Anonymises the quotes `quoteIds` (of the account `ownerId` only, when given) and what the
 * agencies wrote about their drivers, in the caller's transaction: the quotes' snapshot rows
 * (server/modules/quotes/anonymisation.ts), their offers' client keys, survey comments and their
 * publication, and the notes of the calls about them. The account's erasure and the retention
 * job's anonymisation of old quotes both go through here.
 * @returns the ids of the quotes it anonymised (those not anonymised already).
 */
export async function anonymiseQuoteRecords(
  tx: Transaction,
  quoteIds: readonly string[],
  ownerId?: string,
): Promise<string[]> {
  const anonymised = await anonymiseQuotes(tx, quoteIds, ownerId);
  if (anonymised.length === 0) return anonymised;
  await writeClientKeys(tx, anonymised);
  await tx
    .update(surveys)
    .set({ comment: '', publishConsentAt: null, publishConsentVersion: null })
    .where(inArray(surveys.quoteId, anonymised));
  await tx
    .update(contractCalls)
    .set({ note: '' })
    .where(and(inArray(contractCalls.quoteId, anonymised), ne(contractCalls.note, '')));
  return anonymised;
}

/** Message statuses still waiting to be sent: erasing the account cancels them. */
const unsentStatuses = ['queued', 'retrying', 'failed'] as const;

/**
 * Erases the driver account `userId`, audited as `account.erased` by `erasedBy` (the driver
 * themself, whose IP is not kept, or the platform admin).
 * @throws AppError notFound when there is no such account, or it is already erased;
 *   staffAccount when it is not a driver's (staff accounts are deactivated, not erased).
 */
export async function eraseDriverAccount(
  deps: { db: Database; revokeSessions: FastifyInstance['revokeSessions'] },
  userId: string,
  erasedBy: { userId: string; ip: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const account = await lockAccountForErasure(tx, userId);
    if (!account) throw notFound();
    if (account.role !== 'driver') throw new AppError('staffAccount');

    const owned = await tx
      .select({ id: quotes.id, kept: sql<boolean>`${contracts.decision} = 'confirmed'` })
      .from(quotes)
      .leftJoin(contracts, eq(contracts.quoteId, quotes.id))
      .where(eq(quotes.userId, userId));
    const quoteIds = owned.map((quote) => quote.id);
    const anonymised = await anonymiseQuoteRecords(
      tx,
      owned.filter((quote) => !quote.kept).map((quote) => quote.id),
      userId,
    );
    if (quoteIds.length > 0) {
      await tx
        .update(surveys)
        .set({ comment: '', publishConsentAt: null, publishConsentVersion: null })
        .where(inArray(surveys.quoteId, quoteIds));
    }
    const contacts = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId));
    const records = [...quoteIds, ...contacts.map((contact) => contact.id)];
    const aboutTheDriver = or(
      eq(messages.recipientUserId, userId),
      records.length > 0 ? inArray(messages.recordId, records) : undefined,
    );
    await tx
      .update(messages)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(aboutTheDriver, inArray(messages.status, [...unsentStatuses])));
    // A message being sent is erased too: the attempt in flight holds what it sends, and
    // records its outcome without writing the content back (notifications/worker.ts).
    await tx.execute(sql`update ${messages} set ${erasedMessageContent} where ${aboutTheDriver}`);
    await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
    await deleteDraftOf(tx, userId);
    await tx.update(auditLog).set({ ipAddress: null }).where(auditOf(userId));
    await forgetSignInTraces(tx, { userId, email: account.email });
    await eraseAccountRow(tx, userId);
    await recordAudit(tx, {
      action: 'account.erased',
      actorUserId: erasedBy.userId,
      agencyId: null,
      entityType: 'user',
      entityId: userId,
      ...(erasedBy.userId === userId || !erasedBy.ip ? {} : { ipAddress: erasedBy.ip }),
      details: {
        anonymisedQuotes: anonymised.length,
        keptQuotes: quoteIds.length - anonymised.length,
      },
    });
  });
  await deps.revokeSessions({ userId });
}
