import { z } from 'zod';
import { isoDateSchema, requiredText } from '../validation.ts';
import { contractDurations } from './renewal.ts';
import { instantOfMoroccoWallClock } from '../morocco-time.ts';

/*
 * The chosen agency's follow-up of a selected quote: its calls to the driver and its decision,
 * confirmed or lost (decision 0009).
 */

/** The end of a selected quote at the chosen agency: a contract, or a lost sale. */
export const contractDecisions = ['confirmed', 'lost'] as const;
export type ContractDecision = (typeof contractDecisions)[number];

/** How a call to the driver went, in the chosen agency's follow-up (decision 0009). */
export const callOutcomes = ['reached', 'noAnswer', 'callBack'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** The furthest ahead a call-back may be agreed with the driver, in days. */
export const maxCallBackDays = 60;

/** A Moroccan local date and time as a datetime-local field gives it (`2026-11-30T10:00`). */
const moroccoLocalTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of a Moroccan local date and time (`moroccoLocalTime`), or null if none. */
export function instantOfMoroccoLocalTime(text: string): Date | null {
  const parts = moroccoLocalTime.exec(text);
  if (!parts) return null;
  const [, year, month, day, hours, minutes] = parts.map(Number) as number[];
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes);
  const check = new Date(wall);
  // 2026-02-30 or 25:00 would roll over: refused instead.
  if (check.getUTCDate() !== day || check.getUTCHours() !== hours) return null;
  return instantOfMoroccoWallClock(wall);
}

/**
 * POST /api/agency/quotes/:quoteId/calls — records a call to the driver of a selected quote.
 * "À rappeler" (`callBack`) needs the time agreed with the driver, `callBackAt`, a Moroccan
 * local date and time within the next `maxCallBackDays` days (docs/product/agency-day.md
 * "Call-backs"); the other outcomes ignore it.
 */
export const contractCallSchema = z
  .strictObject({
    outcome: z.enum(callOutcomes, { error: 'required' }),
    note: z.string().trim().max(1000, { error: 'tooLong' }).optional().default(''),
    callBackAt: z.string().max(16).optional(),
  })
  .superRefine((call, context) => {
    if (call.outcome !== 'callBack') return;
    const issue = (message: string) =>
      context.addIssue({ code: 'custom', path: ['callBackAt'], message });
    if (!call.callBackAt) return issue('required');
    const at = instantOfMoroccoLocalTime(call.callBackAt);
    if (!at) return issue('invalidFormat');
    const now = Date.now();
    if (at.getTime() <= now) return issue('callBackInPast');
    if (at.getTime() > now + maxCallBackDays * 24 * 60 * 60_000) issue('callBackTooFar');
  });
export type ContractCallInput = z.input<typeof contractCallSchema>;

/**
 * POST /api/agency/quotes/:quoteId/contract — the chosen agency confirms the contract (policy
 * number, start date) or marks the sale lost (reason). docs/product/design.md §5: selected → confirmed | lost.
 */
export const contractDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({
      decision: z.literal('confirmed'),
      policyNumber: requiredText(40).pipe(
        z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: 'invalidFormat' }),
      ),
      startDate: isoDateSchema,
      /** How long it runs, in months (`contractDurations`): a year unless set to 6. */
      durationMonths: z.literal(contractDurations, { error: 'invalidFormat' }).default(12),
    }),
    z.strictObject({ decision: z.literal('lost'), lostReason: requiredText(500) }),
  ],
  { error: 'required' },
);
export type ContractDecisionInput = z.input<typeof contractDecisionSchema>;

/** The answer of GET /api/agency/quotes/:quoteId/follow-up: the calls, oldest first, and the decision. */
export const contractFollowUpSchema = z.strictObject({
  calls: z.array(
    z.strictObject({
      outcome: z.enum(callOutcomes),
      note: z.string(),
      at: z.string(),
      by: z.string().describe('The name of the staff member who called.'),
    }),
  ),
  decision: z
    .strictObject({
      decision: z.enum(contractDecisions),
      policyNumber: z.string().nullable(),
      startDate: z.string().nullable(),
      durationMonths: z.number().int().nullable(),
      lostReason: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type ContractFollowUp = z.output<typeof contractFollowUpSchema>;
