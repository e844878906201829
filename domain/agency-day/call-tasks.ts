import { z } from 'zod';
import { packs } from '../reference/guarantees.ts';

/*
 * The chosen agency's calls to make (docs/product/agency-day.md "Call-backs"): one per quote whose
 * driver chose the agency, due 2 working hours after the choice, moved by a call "à rappeler" to
 * the time agreed, closed by a call that reached the driver or by the contract's decision.
 * Instants ISO 8601 UTC.
 */

/** A call to make, as the dashboard lists it: the driver chose the agency, so named in full. */
export const callTaskSchema = z.strictObject({
  quoteId: z.string(),
  reference: z.string(),
  driverName: z.string().describe('The driver’s full name; empty once the quote is anonymised.'),
  phone: z.string().describe('E.164; empty once the quote is anonymised.'),
  selectedPack: z.enum(packs),
  dueAt: z.string(),
  overdue: z.boolean().describe('Due before now and not made yet.'),
  dueToday: z.boolean().describe('Not overdue, and due before the end of today (Morocco’s date).'),
  assignee: z
    .strictObject({ id: z.string(), name: z.string() })
    .nullable()
    .describe('The colleague it is given to; null: anyone of the agency.'),
});
export type CallTask = z.output<typeof callTaskSchema>;

/**
 * GET /api/agency/call-tasks: the agency's calls not made yet, most overdue first: the dashboard
 * shows the overdue ones, today's, then the next ones.
 */
export const callTasksSchema = z.strictObject({
  items: z.array(callTaskSchema),
  colleagues: z
    .array(z.strictObject({ id: z.string(), name: z.string() }))
    .describe('The agency’s active staff, whom a call may be given to.'),
});
export type CallTasks = z.output<typeof callTasksSchema>;

/** PUT /api/agency/call-tasks/:quoteId/assignee: give the call to a colleague, or to nobody. */
export const assignCallSchema = z.strictObject({
  userId: z.string().min(1).max(100).nullable(),
});
export type AssignCallInput = z.input<typeof assignCallSchema>;

/** Most calls the dashboard lists at once (the most overdue first). */
export const callTaskListLimit = 100;
