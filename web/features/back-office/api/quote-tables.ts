import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../../../../domain/paging.ts';
import type { QuoteSortKey, QuoteTable } from '../../../../domain/offers/quote-tables.ts';
import type { QuoteTableRow } from '../../../../domain/offers/quote-tables.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/**
 * A table's sort and filters ('' for a filter not set): a status, Moroccan days `from`–`to`
 * (`YYYY-MM-DD`, both included) and a colleague's user id (`agent`).
 */
export interface TableViewState {
  sort: QuoteSortKey;
  direction: 'asc' | 'desc';
  status: string;
  from: string;
  to: string;
  agent: string;
}

/** What a table shows: its search, sort and filters. */
export interface TableFilter extends TableViewState {
  search: string;
}

/** Query keys of the back-office quote tables: one list per table and filter. */
export const quoteTableKeys = {
  all: [...agencyKeys.all, 'table'] as const,
  list: (table: QuoteTable, filter: TableFilter) => [...quoteTableKeys.all, table, filter] as const,
};

/** The query string of a table filter (cursor excluded). */
export function tableSearchParams(filter: TableFilter): URLSearchParams {
  const params = new URLSearchParams({ sort: filter.sort, direction: filter.direction });
  if (filter.search) params.set('search', filter.search);
  for (const key of ['status', 'from', 'to', 'agent'] as const)
    if (filter[key]) params.set(key, filter[key]);
  return params;
}

/**
 * A back-office table, 25 rows a page, the next page on demand (keyset cursor); not asked
 * while `enabled` is false (filters the schema refuses).
 */
export function useQuoteTable(table: QuoteTable, filter: TableFilter, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: quoteTableKeys.list(table, filter),
    queryFn: ({ pageParam, signal }) => {
      const params = tableSearchParams(filter);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<Page<QuoteTableRow>>(apiPath`/api/agency/tables/${table}?${params}`, {
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}
