import { useCallback, useMemo } from 'react';
import {
  defaultDirection,
  filterNotOffered,
  quoteSortKeys,
  quoteStatusFilters,
  tableViewSchemaOf,
  type QuoteTable,
  type TableView,
} from '../../../../domain/offers/quote-tables.ts';
import type { TableViewState } from '../api/quote-tables.ts';
import { useViewAddress, viewErrors } from './use-view-address.ts';

/** The query-string keys a table's sort and filters live in (never the search box's text). */
const viewKeys = ['sort', 'direction', 'status', 'from', 'to', 'agent'] as const;

/**
 * A table's sort and filters, kept in the page's address (docs/product/agency-day.md "Filters
 * and saved views"), so Back and reload keep them: dates, a colleague's id and a status, no
 * driver data. The address is read through the table's schema (`tableViewSchemaOf`); `errors`
 * holds its message key per field when it refuses them, and `view` is then null.
 */
export function useTableUrl(table: QuoteTable) {
  const address = useViewAddress(viewKeys);
  const raw = useMemo(() => {
    const entries = { ...address.raw };
    // A sort the table does not know (an old or edited address) gives way to the default one.
    if (entries.sort && !(quoteSortKeys as readonly string[]).includes(entries.sort))
      delete entries.sort;
    if (entries.direction !== 'asc' && entries.direction !== 'desc') delete entries.direction;
    // So does a status no table knows, and a filter this table does not offer (an address
    // edited by hand, or of another table): the filter is then simply off.
    if (entries.status && !(quoteStatusFilters as readonly string[]).includes(entries.status))
      delete entries.status;
    for (let notOffered = filterNotOffered(table, entries); notOffered;) {
      delete entries[notOffered];
      notOffered = filterNotOffered(table, entries);
    }
    return entries;
  }, [address.raw, table]);
  const parsed = useMemo(() => tableViewSchemaOf(table).safeParse(raw), [table, raw]);
  const errors = viewErrors(parsed.error);
  const state: TableViewState = {
    sort: parsed.data?.sort ?? 'date',
    direction: parsed.data?.direction ?? defaultDirection[table],
    status: raw.status ?? '',
    from: raw.from ?? '',
    to: raw.to ?? '',
    agent: raw.agent ?? '',
  };
  const { write } = address;
  /** Sets some of the sort and filters ('' clears one), in place of the current address. */
  const update = useCallback((change: Partial<TableViewState>) => write(change, true), [write]);
  /** Shows a saved view: its sort and filters replace the current ones, as a new address. */
  const apply = useCallback(
    (view: TableView) =>
      write(Object.fromEntries(viewKeys.map((key) => [key, view[key] ?? ''])), false),
    [write],
  );
  const view: TableView | null = parsed.success ? parsed.data : null;
  return { state, view, errors, update, apply };
}
