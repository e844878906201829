import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
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

/** The query-string keys a table's sort and filters live in (never the search box's text). */
const viewKeys = ['sort', 'direction', 'status', 'from', 'to', 'agent'] as const;

/**
 * A table's sort and filters, kept in the page's address (docs/product/agency-day.md "Filters
 * and saved views"), so Back and reload keep them: dates, a colleague's id and a status, no
 * driver data. The address is read through the table's schema (`tableViewSchemaOf`); `errors`
 * holds its message key per field when it refuses them, and `view` is then null.
 */
export function useTableUrl(table: QuoteTable) {
  const [params, setParams] = useSearchParams();
  const raw = useMemo(() => {
    const entries: Partial<Record<(typeof viewKeys)[number], string>> = {};
    for (const key of viewKeys) {
      const value = params.get(key);
      if (value) entries[key] = value;
    }
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
  }, [params, table]);
  const parsed = useMemo(() => tableViewSchemaOf(table).safeParse(raw), [table, raw]);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'sort');
    errors[field] ??= issue.message;
  }
  const state: TableViewState = {
    sort: parsed.data?.sort ?? 'date',
    direction: parsed.data?.direction ?? defaultDirection[table],
    status: raw.status ?? '',
    from: raw.from ?? '',
    to: raw.to ?? '',
    agent: raw.agent ?? '',
  };
  // React Router builds a functional update on the address of the last render: two changes
  // before the next render (two fields filled at once) would lose the first. The address each
  // change asks for is kept here until the page renders it.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const write = useCallback(
    (change: Partial<Record<(typeof viewKeys)[number], string>>, replace: boolean) => {
      const next = new URLSearchParams(asked.current ?? params);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      asked.current = next;
      setParams(next, { replace });
    },
    [params, setParams],
  );
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
