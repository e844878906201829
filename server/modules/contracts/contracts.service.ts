import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  contractCallSchema,
  contractDecisionSchema,
} from '../../../domain/offers/contracts.ts';
import type { ContractFollowUp } from '../../../domain/offers/contracts.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { contractCalls, contracts, offers, quotes, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AgencyCaller, AgencyMember } from '../offers/index.ts';
import { writeContractKey } from '../offers/index.ts';
import { agencyShownPrice } from '../../../domain/offers/agency-status.ts';
import { changeQuoteStatus } from '../quotes/index.ts';
import { closeCallTask, followCall } from './call-tasks.ts';

/** The driver's choice as the chosen agency's follow-up needs it. */
interface Selection {
  status: string;
  offerId: string;
  /** The price TTC of the pack chosen, in centimes: the contract's annual premium. */
  annualPremiumCentimes: number;
}

/**
 * The quote, locked, when the driver selected this agency's offer.
 * @throws AppError notFound otherwise: a quote another agency won is none of this one's business.
 */
async function selectionOfUs(
  tx: Database | Transaction,
  member: AgencyMember,
  quoteId: string,
  lock: boolean,
): Promise<Selection> {
  const query = tx
    .select({
      status: quotes.status,
      offerId: offers.id,
      pack: quotes.selectedPack,
      basic: offers.basicPriceCentimes,
      intermediate: offers.intermediatePriceCentimes,
      premium: offers.premiumPriceCentimes,
    })
    .from(quotes)
    .innerJoin(offers, eq(offers.id, quotes.selectedOfferId))
    .where(and(eq(quotes.id, quoteId), eq(offers.agencyId, member.agencyId)));
  const [row] = lock ? await query.for('update', { of: quotes }) : await query;
  if (!row || !row.pack) throw notFound();
  const { basic, intermediate, premium } = row;
  return {
    status: row.status,
    offerId: row.offerId,
    annualPremiumCentimes: agencyShownPrice(
      { basic, intermediate, premium },
      { selectedOurs: true, selectedPack: row.pack },
    ),
  };
}

/**
 * The calls and the decision on a quote that selected this agency (docs/product/design.md §5; decision 0009).
 * @throws AppError notFound for any other quote.
 */
export async function getFollowUp(
  db: Database,
  member: AgencyMember,
  quoteId: string,
): Promise<ContractFollowUp> {
  await selectionOfUs(db, member, quoteId, false);
  const [calls, [decision]] = await Promise.all([
    db
      .select({
        outcome: contractCalls.outcome,
        note: contractCalls.note,
        at: contractCalls.calledAt,
        by: users.name,
      })
      .from(contractCalls)
      .leftJoin(users, eq(users.id, contractCalls.calledBy))
      .where(and(eq(contractCalls.quoteId, quoteId), eq(contractCalls.agencyId, member.agencyId)))
      .orderBy(asc(contractCalls.calledAt)),
    db
      .select()
      .from(contracts)
      .where(and(eq(contracts.quoteId, quoteId), eq(contracts.agencyId, member.agencyId))),
  ]);
  return {
    calls: calls.map((call) => ({ ...call, by: call.by ?? '', at: call.at.toISOString() })),
    decision: decision
      ? {
          decision: decision.decision,
          policyNumber: decision.policyNumber,
          startDate: decision.startDate,
          durationMonths: decision.decision === 'confirmed' ? decision.durationMonths : null,
          lostReason: decision.lostReason,
          at: decision.decidedAt.toISOString(),
        }
      : null,
  };
}

/**
 * Records a call to the driver and how it went, while the contract is undecided.
 * @throws AppError notFound for a quote that did not select this agency; contractDecided once
 *   the contract is confirmed or lost.
 */
export async function recordCall(
  db: Database,
  member: AgencyCaller,
  quoteId: string,
  call: z.output<typeof contractCallSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const selection = await selectionOfUs(tx, member, quoteId, true);
    if (selection.status !== 'selected') throw new AppError('contractDecided');
    await tx.insert(contractCalls).values({
      quoteId,
      agencyId: member.agencyId,
      outcome: call.outcome,
      note: call.note,
      calledBy: member.userId,
    });
    await followCall(tx, { quoteId, agencyId: member.agencyId }, call);
    await recordAudit(tx, {
      action: 'contract.call',
      actorUserId: member.userId,
      ipAddress: member.ipAddress,
      agencyId: member.agencyId,
      entityType: 'quote',
      entityId: quoteId,
      details: { outcome: call.outcome },
    });
  });
}

/**
 * Confirms the contract (policy number, start date) or marks the sale lost (reason), once
 * (docs/product/design.md §5: selected → confirmed | lost).
 * @throws AppError notFound for a quote that did not select this agency; contractDecided when
 *   it was already decided (also when two staff decide at once: the row lock orders them).
 */
export async function decideContract(
  db: Database,
  member: AgencyCaller,
  quoteId: string,
  input: z.output<typeof contractDecisionSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const selection = await selectionOfUs(tx, member, quoteId, true);
    if (selection.status !== 'selected') throw new AppError('contractDecided');
    await tx.insert(contracts).values({
      quoteId,
      agencyId: member.agencyId,
      offerId: selection.offerId,
      decision: input.decision,
      annualPremiumCentimes: selection.annualPremiumCentimes,
      decidedBy: member.userId,
      ...(input.decision === 'confirmed'
        ? {
            policyNumber: input.policyNumber,
            startDate: input.startDate,
            durationMonths: input.durationMonths,
          }
        : { lostReason: input.lostReason }),
    });
    await writeContractKey(tx, selection.offerId);
    await changeQuoteStatus(tx, quoteId, input.decision);
    await closeCallTask(tx, { quoteId, agencyId: member.agencyId });
    await recordAudit(tx, {
      action: `contract.${input.decision}`,
      actorUserId: member.userId,
      ipAddress: member.ipAddress,
      agencyId: member.agencyId,
      entityType: 'quote',
      entityId: quoteId,
      details:
        input.decision === 'confirmed'
          ? {
              policyNumber: input.policyNumber,
              startDate: input.startDate,
              durationMonths: input.durationMonths,
            }
          : { lostReason: input.lostReason },
    });
  });
}
