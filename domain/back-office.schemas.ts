import { z } from 'zod';
import { agencyQuoteStatuses, type AgencyQuoteStatus } from './back-office.status.ts';
import { agencyStatuses } from './agencies.ts';
import { pageCursorSchema, pageLimitSchema, pageSchema } from './paging.ts';
import { phoneSchema } from './phone.ts';
import {
  emailSchema,
  isoDateSchema,
  newPasswordSchema,
  personNameSchema,
  referenceIdSchema,
  requiredText,
} from './validation.ts';

/*
 * Request schemas of the back office, shared by its forms and the API. Objects are
 * strict: an unknown field is a 400. Error messages are keys of domain/messages.
 */

/**
 * POST /api/agencies/registrations — the public agency registration form (docs/product/specification.md §2
 * /registration, §3 payload, §5: every field required). Creates a pending agency and its
 * manager account; the manager signs in once a platform admin approves (docs/product/design.md §8).
 */
export const agencyRegistrationSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  cityId: referenceIdSchema,
  phone: phoneSchema,
  managerName: personNameSchema,
  managerPhone: phoneSchema,
  agencyName: requiredText(150),
  address: requiredText(300),
  insurerId: referenceIdSchema,
  /** ACAPS approval number of the intermediary (law 17-99), e.g. `ACAPS-12345`. */
  acapsApprovalNumber: requiredText(40).pipe(
    z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: 'invalidFormat' }),
  ),
});
export type AgencyRegistrationInput = z.input<typeof agencyRegistrationSchema>;

/** What the platform admin does to an agency; `reject` and `suspend` need a reason. */
export const agencyActions = ['approve', 'reject', 'suspend', 'reactivate'] as const;
export type AgencyAction = (typeof agencyActions)[number];

/** POST /api/admin/agencies/:agencyId/decision. */
export const agencyDecisionSchema = z
  .strictObject({
    action: z.enum(agencyActions, { error: 'required' }),
    reason: z.string().trim().max(500, { error: 'tooLong' }).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if ((value.action === 'reject' || value.action === 'suspend') && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
export type AgencyDecisionInput = z.input<typeof agencyDecisionSchema>;

/** Agencies per page of the Agences page, and the most one page may ask for. */
export const agencyPageSize = 25;
export const agencyPageMax = 100;

/** GET /api/admin/agencies: a page of the agencies of a status (all without one), newest first. */
export const agencyListQuerySchema = z.strictObject({
  status: z.enum(agencyStatuses).optional(),
  cursor: pageCursorSchema,
  limit: pageLimitSchema(agencyPageSize, agencyPageMax),
});
export type AgencyListQuery = z.input<typeof agencyListQuerySchema>;

/**
 * Another agency with the same ACAPS approval number (`acaps`), or the same name, insurer and
 * city (`nameInsurerCity`), as the platform admin's Agences page flags it.
 */
export const possibleDuplicateSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  status: z.enum(agencyStatuses),
  reason: z.enum(['acaps', 'nameInsurerCity']),
});

/** An agency as the platform admin's Agences page lists it; instants ISO 8601 UTC. */
export const agencyAdminRowSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  insurer: z.string(),
  city: z.string(),
  status: z.enum(agencyStatuses),
  statusReason: z.string().nullable(),
  managerName: z.string(),
  managerEmail: z.string().nullable().describe('Masked (`s***@example.ma`).'),
  acapsApprovalNumber: z.string(),
  createdAt: z.string(),
  possibleDuplicates: z
    .array(possibleDuplicateSchema)
    .describe('Other agencies this one may duplicate: check before approving.'),
});

/** The answer of GET /api/admin/agencies. */
export const agencyPageSchema = pageSchema(agencyAdminRowSchema);

/** POST /api/agency/staff — a manager creates an agent account (Gestion des Comptes). */
export const createStaffSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;

/** POST /api/agency/staff/:userId/status — deactivate or reactivate an account. */
export const staffStatusSchema = z.strictObject({ active: z.boolean({ error: 'required' }) });

/** POST /api/auth/password-reset — "Mot de passe oublié ?" (docs/product/design.md §8). */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  portal: z.enum(['driver', 'backoffice']).default('driver'),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/complete — sets a new password with a single-use token. */
export const passwordResetSchema = z
  .strictObject({
    token: z.string().min(1, { error: 'required' }).max(200),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsMismatch',
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** How a call to the driver went, in the chosen agency's follow-up (decision 0009). */
export const callOutcomes = ['reached', 'noAnswer', 'callBack'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** POST /api/agency/quotes/:quoteId/calls — records a call to the driver of a selected quote. */
export const contractCallSchema = z.strictObject({
  outcome: z.enum(callOutcomes, { error: 'required' }),
  note: z.string().trim().max(1000, { error: 'tooLong' }).optional().default(''),
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
    }),
    z.strictObject({ decision: z.literal('lost'), lostReason: requiredText(500) }),
  ],
  { error: 'required' },
);
export type ContractDecisionInput = z.input<typeof contractDecisionSchema>;

/** The back-office tables (docs/product/specification.md §2: pending, processed, contracts, all quotes). */
export const quoteTables = ['pending', 'processed', 'contracts', 'all'] as const;
export type QuoteTable = (typeof quoteTables)[number];

/** Columns every table sorts on. `amount` is the Basique price, or the chosen pack's. */
export const quoteSortKeys = ['date', 'reference', 'client', 'city', 'amount', 'status'] as const;
export type QuoteSortKey = (typeof quoteSortKeys)[number];

/**
 * Status filter of /tableDevis-Global: the statuses an agency sees of the quotes it priced
 * (domain/back-office.status.ts; `pending` never applies to a priced quote).
 */
export const quoteStatusFilters = agencyQuoteStatuses.filter(
  (status): status is Exclude<AgencyQuoteStatus, 'pending'> => status !== 'pending',
) as [Exclude<AgencyQuoteStatus, 'pending'>, ...Exclude<AgencyQuoteStatus, 'pending'>[]];

/** Query of GET /api/agency/tables/:table (and its `.csv` twin). */
export const quoteTableQuerySchema = z.strictObject({
  search: z.string().trim().max(60).optional().default(''),
  sort: z.enum(quoteSortKeys).optional().default('date'),
  direction: z.enum(['asc', 'desc']).optional().default('desc'),
  status: z.enum(quoteStatusFilters).optional(),
  cursor: z.string().max(400).optional(),
});
export type QuoteTableQuery = z.input<typeof quoteTableQuerySchema>;
