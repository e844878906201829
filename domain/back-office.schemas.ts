import { z } from 'zod';
import { activityKinds } from './activity-feed.ts';
import { agencyQuoteStatuses, type AgencyQuoteStatus } from './back-office.status.ts';
import { quoteStatuses } from './quote-lifecycle.ts';
import { roles } from './roles.ts';
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
 * Answer schemas too (the routes' `response`, so /api/docs describes them and the serializer
 * sends nothing else): money in centimes; days `YYYY-MM-DD` in Africa/Casablanca; instants
 * ISO 8601 UTC.
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

/** The answer of POST /api/admin/agencies/:agencyId/decision: the agency's new status. */
export const agencyDecisionResultSchema = z.strictObject({ status: z.enum(agencyStatuses) });

/** One dashboard counter: the value for today and its change against yesterday. */
export const counterSchema = z.strictObject({
  today: z.number(),
  yesterday: z.number(),
  changePercent: z
    .number()
    .nullable()
    .describe('Whole percent change against yesterday; null when yesterday was 0.'),
});

/** One day of the 30-day chart. */
export const dailyActivitySchema = z.strictObject({
  day: z.string(),
  pending: z.number(),
  processed: z.number(),
  confirmed: z.number(),
});

/**
 * A row of the dashboard's "activité récente": the latest quotes the agency priced, with the
 * status it sees and its own price (the chosen pack's when the driver chose it, else Basique);
 * for the platform admin, the latest quotes with their status and lowest Basique price.
 */
export const recentActivityRowSchema = z.strictObject({
  quoteId: z.string(),
  at: z.string(),
  reference: z.string(),
  initials: z.string(),
  amountCentimes: z.number(),
  status: z.union([z.enum(agencyQuoteStatuses), z.enum(quoteStatuses)]),
});

/**
 * GET /api/dashboard. For an agency: quotes received in its city, quotes it priced, contracts
 * it confirmed, drivers it served (cumulative). For the platform admin: the same platform-wide,
 * and registered drivers (cumulative) instead of drivers served.
 */
export const dashboardStatsSchema = z.strictObject({
  scope: z.enum(['agency', 'platform']),
  counters: z.strictObject({
    pending: counterSchema,
    processed: counterSchema,
    confirmed: counterSchema,
    drivers: counterSchema,
  }),
  waitingNow: z
    .number()
    .nullable()
    .describe(
      'Quotes still waiting for this agency’s price, counted up to 100 (agency scope; null for the platform).',
    ),
  days: z.array(dailyActivitySchema),
  recent: z.array(recentActivityRowSchema),
});

/**
 * An event of the notifications menu: a new quote to price in the agency's city, a driver who
 * selected the agency's offer, or (platform admin) an agency registration to review. `id` is the
 * quote's or the agency's; `label` its reference or name.
 */
export const activityItemSchema = z.strictObject({
  kind: z.enum(activityKinds),
  id: z.string(),
  label: z.string(),
  at: z.string(),
  unread: z.boolean(),
});

/**
 * GET /api/notifications: a page of events, newest first, the cursor of the next page (null
 * on the last) and how many of all the person's events are unread (exact, not the page's).
 */
export const activityFeedSchema = pageSchema(activityItemSchema).extend({
  unreadCount: z.number().int(),
});

/** A staff account as Gestion des Comptes lists it. */
export const staffAccountSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  createdAt: z.string(),
});

/** The answer of POST /api/agency/staff: the account, and whether its password link was mailed. */
export const createdStaffSchema = z.strictObject({
  account: staffAccountSchema,
  linkSent: z.boolean(),
});

/** The answer of POST /api/agency/staff/:userId/status. */
export const staffStatusResultSchema = z.strictObject({ active: z.boolean() });

/** The answer of POST /api/agency/staff/:userId/password-link: whether it was mailed. */
export const staffLinkResultSchema = z.strictObject({ linkSent: z.boolean() });

/** One line of the audit log as managers and the platform admin read it. */
export const auditRowSchema = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable().describe('Personal data in it is masked.'),
});

/** The answer of GET /api/audit. */
export const auditPageSchema = pageSchema(auditRowSchema);
