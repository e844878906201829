import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../../../../domain/paging.ts';
import type { QuoteSortKey, QuoteTable } from '../../../../domain/offers/quote-tables.ts';
import type { QuoteTableRow } from '../../../../domain/offers/quote-tables.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** What a table shows: its search, sort and status filter. */
export interface TableFilter {
  search: string;
  sort: QuoteSortKey;
  direction: 'asc' | 'desc';
  status: string;
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
  if (filter.status) params.set('status', filter.status);
  return params;
}

/** A back-office table, 25 rows a page, the next page on demand (keyset cursor). */
export function useQuoteTable(table: QuoteTable, filter: TableFilter) {
  return useInfiniteQuery({
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
