import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  oneValueColumns,
  quoteSortKeys,
  quoteStatusFilters,
  tableFilters,
  type QuoteTable,
} from '../../../../domain/offers/quote-tables.ts';
import type { QuoteTableRow } from '../../../../domain/offers/quote-tables.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDate, formatDateTime, formatDh } from '../../../lib/format.ts';
import { tableSearchParams, useQuoteTable, type TableFilter } from '../api/quote-tables.ts';
import { DriverCinSuffix, DriverName } from './driver-name.tsx';
import { ListFrame } from './list-frame.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TimeLeft } from './request-facts.tsx';
import { SavedViewsBar } from './saved-views-bar.tsx';
import { TableFilters } from './table-filters.tsx';
import { useTableUrl } from './use-table-url.ts';
import { apiPath } from '../../../lib/api-client.ts';

const features = tableFeatures({ rowSortingFeature });
const noRows: QuoteTableRow[] = [];

/**
 * How each column behaves by the width of the table's frame (container queries, so the open or
 * collapsed sidebar counts): rows are cards below 56rem; age and CIN join the client's cell
 * below 72rem (1280 px and 1366 px screens with the 260 px sidebar) and have their own columns
 * above; short codes and amounts never break.
 */
const columnLayout: Record<string, string> = {
  reference: 'whitespace-nowrap font-medium',
  age: 'hidden @6xl:table-cell',
  cin: 'hidden font-mono @6xl:table-cell',
  amount: 'whitespace-nowrap',
  startDate: 'whitespace-nowrap',
  expiresIn: 'whitespace-nowrap',
  action: 'whitespace-nowrap',
};

/** The label of each table's date filter: the date its rows show. */
const fromLabels = {
  pending: 'tableFilters.fromReceived',
  processed: 'tableFilters.fromPriced',
  contracts: 'tableFilters.fromDecided',
  all: 'tableFilters.fromPriced',
} as const satisfies Record<QuoteTable, string>;

const isSortKey = (id: string): id is (typeof quoteSortKeys)[number] =>
  (quoteSortKeys as readonly string[]).includes(id);

/** Waits `ms` after the last change before passing the value on (search as one types). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A back-office quote table: search (reference, initials, city; on priced
 * tables also the agency's own clients by name, CIN, phone, plate), sort on every
 * column by the server, 25 rows a page with "Afficher plus", date, agent and status filters and
 * saved views (docs/product/agency-day.md "Filters and saved views"; sort and filters kept in
 * the page's address), CSV export of the current filter, cards instead of rows where the table would not
 * fit (phones, tablets with the sidebar open; see `columnLayout`). Column model and
 * sort state by TanStack Table; the server sorts and pages (keyset).
 */
export function QuoteTableView({
  table,
  label,
  emptyText,
}: {
  table: QuoteTable;
  label: string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const url = useTableUrl(table);
  const sorting: SortingState = [{ id: url.state.sort, desc: url.state.direction === 'desc' }];
  const setSorting = (change: SortingState | ((old: SortingState) => SortingState)) => {
    const [next] = typeof change === 'function' ? change(sorting) : change;
    if (next && isSortKey(next.id))
      url.update({ sort: next.id, direction: next.desc ? 'desc' : 'asc' });
  };
  const search = useDebounced(searchText.trim(), 300);
  const filter: TableFilter = { search, ...url.state };
  const list = useQuoteTable(table, filter, url.view !== null);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? noRows, [list.data]);

  // A column with one value on every row of this table offers no sort (oneValueColumns).
  const oneValue = oneValueColumns[table];
  const columns = useMemo<ColumnDef<typeof features, QuoteTableRow>[]>(() => {
    const queueColumns: ColumnDef<typeof features, QuoteTableRow>[] = [
      {
        id: 'startDate',
        header: t('agencyDay.columns.startDate'),
        enableSorting: false,
        accessorFn: (row) => formatDate(row.insuranceStartDate),
      },
      {
        id: 'expiresIn',
        header: t('agencyDay.columns.expiresIn'),
        enableSorting: false,
        accessorKey: 'expiresAt',
        cell: ({ row }) => <TimeLeft until={row.original.expiresAt} />,
      },
    ];
    const pricedColumns: ColumnDef<typeof features, QuoteTableRow>[] = [
      {
        id: 'amount',
        header: t('backOffice.table.amount'),
        enableSorting: !oneValue.includes('amount'),
        accessorFn: (row) => (row.amountCentimes === null ? '—' : formatDh(row.amountCentimes)),
      },
      {
        id: 'status',
        header: t('backOffice.columns.status'),
        enableSorting: !oneValue.includes('status'),
        accessorKey: 'status',
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
    ];
    return [
      { id: 'reference', header: t('backOffice.columns.reference'), accessorKey: 'reference' },
      {
        id: 'date',
        header: t('backOffice.columns.date'),
        accessorFn: (row) => formatDateTime(row.at),
      },
      {
        id: 'client',
        header: t('backOffice.table.client'),
        accessorFn: (row) => row.driver.name,
        cell: ({ row }) => <DriverName driver={row.original.driver} />,
      },
      {
        id: 'age',
        header: t('backOffice.columns.age'),
        enableSorting: false,
        accessorFn: (row) => t('backOffice.ageYears', { age: row.driver.age }),
      },
      {
        id: 'cin',
        header: t('backOffice.columns.cin'),
        enableSorting: false,
        accessorFn: (row) => row.driver.cin,
      },
      {
        id: 'city',
        header: t('backOffice.columns.city'),
        enableSorting: !oneValue.includes('city'),
        accessorFn: (row) => row.driver.city,
      },
      // The pending table is the pricing queue: instead of its price and status (none yet, and
      // `pending` on every row) it shows when the driver wants cover and the time left to price.
      ...(table === 'pending' ? queueColumns : pricedColumns),
      ...(table === 'contracts'
        ? [
            {
              id: 'policyNumber',
              header: t('backOffice.table.policyNumber'),
              enableSorting: false,
              accessorFn: (row: QuoteTableRow) => row.policyNumber ?? '',
            } satisfies ColumnDef<typeof features, QuoteTableRow>,
          ]
        : []),
      {
        id: 'action',
        header: t('backOffice.columns.action'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            to={`/user-info/${row.original.id}`}
            className="font-semibold text-brand-800 underline"
            aria-label={`${t('backOffice.open')} ${row.original.reference}`}
          >
            {t('backOffice.open')}
          </Link>
        ),
      },
    ];
  }, [t, table, oneValue]);

  const tableModel = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { sorting },
    onSortingChange: setSorting,
    manualSorting: true,
    enableSortingRemoval: false,
  });

  const exportHref = apiPath`/api/agency/tables/${table}/export?${tableSearchParams(filter)}`;
  const filtered = [url.state.status, url.state.from, url.state.to, url.state.agent].some(Boolean);
  const pending = table === 'pending';
  const empty =
    search !== ''
      ? t('backOffice.table.emptySearch', { search })
      : filtered
        ? t('tableFilters.empty')
        : emptyText;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('backOffice.table.searchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              size={16}
              className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t(
                pending
                  ? 'backOffice.table.pendingSearchPlaceholder'
                  : 'backOffice.table.searchPlaceholder',
              )}
              aria-describedby={`${searchId}-help`}
              maxLength={60}
              className="w-full rounded-lg border border-slate-300 bg-white py-2 pe-3 ps-9 text-sm"
            />
          </div>
          {/* A quote awaiting the agency's price has its client masked (docs/product/design.md
              §5): its table finds no one by identity, and says so. */}
          <p id={`${searchId}-help`} className="mt-1 text-xs text-slate-600">
            {t(pending ? 'backOffice.table.pendingSearchHelp' : 'backOffice.table.searchHelp')}
          </p>
        </div>
        <a href={exportHref} download className={buttonClass('secondary')}>
          <Download aria-hidden size={16} />
          {t('backOffice.table.export')}
        </a>
      </div>
      <TableFilters
        state={url.state}
        errors={url.errors}
        onChange={url.update}
        fromLabel={t(fromLabels[table])}
        agentLabel={
          tableFilters[table].agent
            ? t(table === 'contracts' ? 'tableFilters.decidedBy' : 'tableFilters.pricedBy')
            : undefined
        }
        statuses={
          tableFilters[table].status
            ? quoteStatusFilters.map((value) => ({ value, label: t(`statuses.${value}`) }))
            : undefined
        }
      />
      <SavedViewsBar table={table} current={url.view} onApply={url.apply} />
      <p className="sr-only" role="status" aria-live="polite">
        {list.isSuccess ? t('backOffice.table.count', { count: rows.length }) : ''}
      </p>
      <ListFrame list={list} isEmpty={rows.length === 0} emptyText={empty} label={label}>
        <table className="hidden w-full text-sm @4xl:table">
          <thead className="bg-slate-50 text-slate-700">
            {tableModel.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  const title = <tableModel.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      className={`px-3 py-3 text-start font-semibold ${columnLayout[header.column.id] ?? ''}`}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 hover:text-brand-800"
                        >
                          {title}
                          {direction === 'asc' ? (
                            <ArrowUp aria-hidden size={14} />
                          ) : direction === 'desc' ? (
                            <ArrowDown aria-hidden size={14} />
                          ) : (
                            <ArrowUpDown aria-hidden size={14} className="text-slate-400" />
                          )}
                          <span className="sr-only">
                            {direction === 'asc'
                              ? t('backOffice.table.sortAscending')
                              : direction === 'desc'
                                ? t('backOffice.table.sortDescending')
                                : t('backOffice.table.notSorted')}
                          </span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {tableModel.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`px-3 py-3 ${columnLayout[cell.column.id] ?? ''}`}>
                    <tableModel.FlexRender cell={cell} />
                    {cell.column.id === 'client' ? (
                      <span className="block text-xs text-slate-600 @6xl:hidden">
                        <bdi>{t('backOffice.ageYears', { age: row.original.driver.age })}</bdi>
                        <DriverCinSuffix driver={row.original.driver} />
                      </span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-slate-100 @4xl:hidden">
          {rows.map((row) => (
            <li key={row.id} className="space-y-1 p-4 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{row.reference}</span>
                <StatusBadge status={row.status} />
              </div>
              <p>
                <DriverName driver={row.driver} /> ·{' '}
                <bdi>{t('backOffice.ageYears', { age: row.driver.age })}</bdi>
                <DriverCinSuffix driver={row.driver} />
              </p>
              {pending ? (
                <p className="text-slate-600">
                  {t('agencyDay.columns.startDate')} <bdi>{formatDate(row.insuranceStartDate)}</bdi>{' '}
                  · {t('agencyDay.columns.expiresIn')} <TimeLeft until={row.expiresAt} />
                </p>
              ) : null}
              <p className="text-slate-600">
                <bdi>{row.driver.city}</bdi> · <bdi>{formatDateTime(row.at)}</bdi>
                {row.amountCentimes === null ? null : (
                  <>
                    {' · '}
                    <bdi>{formatDh(row.amountCentimes)}</bdi>
                  </>
                )}
              </p>
              <Link
                to={`/user-info/${row.id}`}
                className="inline-block font-semibold text-brand-800 underline"
                aria-label={`${t('backOffice.open')} ${row.reference}`}
              >
                {t('backOffice.open')}
              </Link>
            </li>
          ))}
        </ul>
      </ListFrame>
    </div>
  );
}
