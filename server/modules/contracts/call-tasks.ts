import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  addWorkingMinutes,
  callBackWorkingMinutes,
} from '../../../domain/agency-day/opening-hours.ts';
import { isPublicHoliday } from '../../../domain/agency-day/public-holidays.ts';
import { callTaskListLimit, type CallTasks } from '../../../domain/agency-day/call-tasks.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { instantOfMoroccoLocalTime, type CallOutcome } from '../../../domain/offers/contracts.ts';
import { agencyRoles } from '../../../domain/accounts/roles.ts';
import { moroccoDayStart } from '../../../domain/morocco-time.ts';
import type { Pack } from '../../../domain/reference/guarantees.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { callTasks, drivers, quotes, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { openingHoursOf } from '../agencies/index.ts';
import type { AgencyCaller, AgencyMember } from '../offers/index.ts';

/*
 * The chosen agency's calls to make (docs/product/agency-day.md "Call-backs"). Every write
 * happens in the transaction of what causes it: the driver's choice, a call, the decision.
 */

/** Whether a call task `t` is overdue: not made, and due before now. */
export const callOverdueSql = (t: { dueAt: SQL | typeof callTasks.dueAt } = callTasks) =>
  sql<boolean>`(${t.dueAt} < now())`;

/**
 * The instant `callBackWorkingMinutes` (2 working hours) after `from` in the agency's opening
 * hours, public holidays out (docs/product/agency-day.md "Call-backs").
 */
async function callBackDue(tx: Transaction, agencyId: string, from: Date): Promise<Date> {
  const hours = await openingHoursOf(tx, agencyId);
  return addWorkingMinutes(from, callBackWorkingMinutes, hours, isPublicHoliday);
}

/** The driver chose the agency at `chosenAt`: its call is due 2 working hours later. */
export async function openCallTask(
  tx: Transaction,
  task: { quoteId: string; agencyId: string; chosenAt: Date },
): Promise<void> {
  await tx
    .insert(callTasks)
    .values({
      quoteId: task.quoteId,
      agencyId: task.agencyId,
      dueAt: await callBackDue(tx, task.agencyId, task.chosenAt),
    })
    .onConflictDoNothing();
}

/**
 * A call was made: one that reached the driver closes the task; "à rappeler" moves it to the
 * time agreed (`callBackAt`, a Moroccan local time the schema checked); one without answer is
 * due 2 working hours later.
 */
export async function followCall(
  tx: Transaction,
  task: { quoteId: string; agencyId: string },
  call: { outcome: CallOutcome; callBackAt?: string | undefined },
  now = new Date(),
): Promise<void> {
  const change =
    call.outcome === 'reached'
      ? { doneAt: now }
      : call.outcome === 'callBack'
        ? { dueAt: instantOfMoroccoLocalTime(call.callBackAt ?? '') ?? now }
        : { dueAt: await callBackDue(tx, task.agencyId, now) };
  await tx
    .update(callTasks)
    .set(change)
    .where(and(eq(callTasks.quoteId, task.quoteId), eq(callTasks.agencyId, task.agencyId)));
}

/** The contract was confirmed or the sale lost: no call is left to make. */
export async function closeCallTask(
  tx: Transaction,
  task: { quoteId: string; agencyId: string },
): Promise<void> {
  await tx
    .update(callTasks)
    .set({ doneAt: new Date() })
    .where(
      and(
        eq(callTasks.quoteId, task.quoteId),
        eq(callTasks.agencyId, task.agencyId),
        isNull(callTasks.doneAt),
      ),
    );
}

/** The staff member a call is given to, beside the `users` the query reads otherwise. */
const assignees = alias(users, 'assignee');

/**
 * The dashboard's calls: the agency's calls not made yet, most overdue first, each said overdue
 * or due today (before the end of Morocco's day), with the agency's active staff to give one
 * to. Every agent and manager of the agency sees them all (a call is the agency's, not one
 * person's).
 */
export async function listCallTasks(
  db: Database,
  member: AgencyMember,
  now = new Date(),
): Promise<CallTasks> {
  const endOfToday = moroccoDayStart(addToDate(todayInMorocco(now), { days: 1 }));
  const [rows, colleagues] = await Promise.all([
    db
      .select({
        quoteId: callTasks.quoteId,
        reference: quotes.reference,
        firstName: drivers.firstName,
        lastName: drivers.lastName,
        phone: drivers.phone,
        selectedPack: quotes.selectedPack,
        dueAt: callTasks.dueAt,
        overdue: callOverdueSql(),
        dueToday: sql<boolean>`(${callTasks.dueAt} < ${endOfToday.toISOString()}::timestamptz)`,
        assigneeId: callTasks.assignedTo,
        assigneeName: assignees.name,
      })
      .from(callTasks)
      .innerJoin(quotes, eq(quotes.id, callTasks.quoteId))
      .innerJoin(drivers, eq(drivers.id, quotes.driverId))
      .leftJoin(assignees, eq(assignees.id, callTasks.assignedTo))
      .where(and(eq(callTasks.agencyId, member.agencyId), isNull(callTasks.doneAt)))
      .orderBy(asc(callTasks.dueAt), asc(callTasks.quoteId))
      .limit(callTaskListLimit),
    activeColleagues(db, member.agencyId),
  ]);
  return {
    items: rows.map((row) => ({
      quoteId: row.quoteId,
      reference: row.reference,
      driverName: `${row.firstName} ${row.lastName}`.trim(),
      phone: row.phone,
      selectedPack: row.selectedPack as Pack,
      dueAt: row.dueAt.toISOString(),
      overdue: row.overdue,
      dueToday: !row.overdue && row.dueToday,
      assignee:
        row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    })),
    colleagues,
  };
}

/** The agency's active agents and managers, by name. */
function activeColleagues(db: Database | Transaction, agencyId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(eq(users.agencyId, agencyId), eq(users.active, true), inArray(users.role, agencyRoles)),
    )
    .orderBy(asc(users.name));
}

/**
 * Gives a call not made yet to a colleague (`userId`: an active agent or manager of the same
 * agency), or back to the whole agency (null); audited.
 * @throws AppError notFound for a call of another agency or already made; validationFailed
 *   (`userId`: invalidValue) for anyone not an active colleague.
 */
export async function assignCallTask(
  db: Database,
  caller: AgencyCaller,
  quoteId: string,
  userId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [task] = await tx
      .select({ quoteId: callTasks.quoteId })
      .from(callTasks)
      .where(
        and(
          eq(callTasks.quoteId, quoteId),
          eq(callTasks.agencyId, caller.agencyId),
          isNull(callTasks.doneAt),
        ),
      )
      .for('update');
    if (!task) throw notFound();
    if (userId !== null) {
      const colleagues = await activeColleagues(tx, caller.agencyId);
      if (!colleagues.some((colleague) => colleague.id === userId))
        throw new AppError('validationFailed', { fields: { userId: 'invalidValue' } });
    }
    await tx.update(callTasks).set({ assignedTo: userId }).where(eq(callTasks.quoteId, quoteId));
    await recordAudit(tx, {
      action: 'contract.callAssigned',
      actorUserId: caller.userId,
      ipAddress: caller.ipAddress,
      agencyId: caller.agencyId,
      entityType: 'quote',
      entityId: quoteId,
      details: { assignedTo: userId },
    });
  });
}
