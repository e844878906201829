import { z } from 'zod';
import { packs } from '../reference/guarantees.ts';
import { pageSchema } from '../paging.ts';
import { agencyDriverViewSchema } from './driver-view.ts';
import { agencyQuoteStatuses, type AgencyQuoteStatus } from './agency-status.ts';
import { agentIdSchema, checkDateRange, dayRangeShape } from './view-filters.ts';

/*
 * The back office's tables of quotes: which tables there are, how they sort, search and filter,
 * and a row as an agency reads it. Money in centimes; instants ISO 8601 UTC.
 */

/** The back-office tables (docs/product/specification.md §2: pending, processed, contracts, all quotes). */
export const quoteTables = ['pending', 'processed', 'contracts', 'all'] as const;
export type QuoteTable = (typeof quoteTables)[number];

/** Columns every table sorts on. `amount` is the Basique price, or the chosen pack's. */
export const quoteSortKeys = ['date', 'reference', 'client', 'city', 'amount', 'status'] as const;
export type QuoteSortKey = (typeof quoteSortKeys)[number];

/**
 * The order each table opens in, by date (its `at`): the pending table is the agency's pricing
 * queue, the request waiting longest first (docs/product/agency-day.md); every other table shows
 * the newest first.
 */
export const defaultDirection: Record<QuoteTable, 'asc' | 'desc'> = {
  pending: 'asc',
  processed: 'desc',
  contracts: 'desc',
  all: 'desc',
};

/**
 * The columns that hold one value on every row of a table, which therefore keeps its default
 * order (`defaultDirection`) when asked to sort by them, and shows no sort button on them: the pending
 * table holds the open quotes of the agency's own city, none priced by it (one city, no amount,
 * the status `pending`); the contracts table, confirmed contracts only (`confirmed`).
 */
export const oneValueColumns: Record<QuoteTable, readonly QuoteSortKey[]> = {
  pending: ['city', 'amount', 'status'],
  processed: [],
  contracts: ['status'],
  all: [],
};

/**
 * Status filter of /tableDevis-Global: the statuses an agency sees of the quotes it priced
 * (domain/offers/agency-status.ts; `pending` never applies to a priced quote).
 */
export const quoteStatusFilters = agencyQuoteStatuses.filter(
  (status): status is Exclude<AgencyQuoteStatus, 'pending'> => status !== 'pending',
) as [Exclude<AgencyQuoteStatus, 'pending'>, ...Exclude<AgencyQuoteStatus, 'pending'>[]];

/**
 * The filters each table offers besides its search (docs/product/agency-day.md "Filters and
 * saved views"): a status where the table holds more than one (`oneValueColumns`), and the
 * agent on the priced tables (who priced; on contracts, who decided). The pending table holds
 * requests nobody of the agency priced yet: no agent.
 */
export const tableFilters: Record<QuoteTable, { status: boolean; agent: boolean }> = {
  pending: { status: !oneValueColumns.pending.includes('status'), agent: false },
  processed: { status: !oneValueColumns.processed.includes('status'), agent: true },
  contracts: { status: !oneValueColumns.contracts.includes('status'), agent: true },
  all: { status: !oneValueColumns.all.includes('status'), agent: true },
};

/**
 * What a saved view keeps of a table's query: its sort and filters. Never the search box,
 * which may hold a client's name, CIN or phone (law 09-08: no driver data in a staff member's
 * views or in the page's address). `from` and `to` are Moroccan calendar dates, both included.
 */
const tableViewShape = {
  sort: z.enum(quoteSortKeys).optional().default('date'),
  direction: z
    .enum(['asc', 'desc'])
    .optional()
    .describe('Absent: the table’s default order (`defaultDirection`).'),
  status: z.enum(quoteStatusFilters).optional(),
  ...dayRangeShape('the table’s date column'),
  agent: agentIdSchema
    .optional()
    .describe(
      'A user id of the agency: who priced the offer (processed, all) or decided the contract (contracts).',
    ),
};

/** A filter `query` sets that `table` does not offer (`tableFilters`), or null. */
export function filterNotOffered(
  table: QuoteTable,
  query: { status?: string | undefined; agent?: string | undefined },
): 'status' | 'agent' | null {
  if (query.status !== undefined && !tableFilters[table].status) return 'status';
  if (query.agent !== undefined && !tableFilters[table].agent) return 'agent';
  return null;
}

/** A table's sort and filters as a saved view stores them (`tableViewShape`), whatever the table. */
export const tableViewSchema = z.strictObject(tableViewShape).superRefine(checkDateRange);
export type TableView = z.output<typeof tableViewSchema>;

/** `tableViewSchema` for one table: only the filters it offers (`filterNotOffered`). */
export const tableViewSchemaOf = (table: QuoteTable) =>
  tableViewSchema.superRefine((value, ctx) => {
    const field = filterNotOffered(table, value);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: 'invalidValue' });
  });

const tableQueryShape = {
  search: z.string().trim().max(60).optional().default(''),
  ...tableViewShape,
};

/** Query of GET /api/agency/tables/:table/export: the table's search, sort and filters. */
export const quoteTableExportQuerySchema = z
  .strictObject(tableQueryShape)
  .superRefine(checkDateRange);

/** Query of GET /api/agency/tables/:table: the export's, and the page's cursor. */
export const quoteTableQuerySchema = z
  .strictObject({ ...tableQueryShape, cursor: z.string().max(400).optional() })
  .superRefine(checkDateRange);
export type QuoteTableQuery = z.input<typeof quoteTableQuerySchema>;

/** A row of the back-office quote tables (/devis-attente, /devis-traite, …). */
export const quoteTableRowSchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  guaranteeChoiceId: z.string(),
  at: z.string().describe('Received (pending), priced (processed, all) or decided (contracts).'),
  insuranceStartDate: z.string().describe('The start date the driver asked for, `YYYY-MM-DD`.'),
  expiresAt: z
    .string()
    .describe(
      'When the request stops taking offers or choices (ISO 8601 UTC): the queue’s deadline.',
    ),
  driver: agencyDriverViewSchema,
  amountCentimes: z
    .number()
    .int()
    .nullable()
    .describe(
      'This agency’s Basique price, or the chosen pack’s when the driver chose it; null before pricing.',
    ),
  status: z.enum(agencyQuoteStatuses),
  selectedPack: z.enum(packs).nullable(),
  policyNumber: z.string().nullable().describe('Confirmed contracts only.'),
});
export type QuoteTableRow = z.output<typeof quoteTableRowSchema>;

/** The answer of GET /api/agency/tables/:table. */
export const quoteTablePageSchema = pageSchema(quoteTableRowSchema);
