import { z } from 'zod';
import { agencyStatuses } from './lifecycle.ts';
import { pageCursorSchema, pageLimitSchema, pageSchema } from '../paging.ts';

/*
 * The platform admin's Agences page: the decisions on an agency, its list and its rows
 * (requests and `response` schemas; instants ISO 8601 UTC).
 */

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

/** The answer of POST /api/admin/agencies/:agencyId/decision: the agency's new status. */
export const agencyDecisionResultSchema = z.strictObject({ status: z.enum(agencyStatuses) });

/** An agency as the platform admin's Agences page lists it (`agencyAdminRowSchema`). */
export type AgencyAdminRow = z.output<typeof agencyAdminRowSchema>;

/** Another agency a registration may duplicate (`possibleDuplicateSchema`). */
export type PossibleDuplicate = z.output<typeof possibleDuplicateSchema>;
