import { ArrowDownUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProcessedQuoteRow } from '../../../../domain/agency.types.ts';
import { formatDh } from '../../../lib/format.ts';
import { ListFrame } from '../components/list-frame.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { intlLocales } from '../../../../domain/languages.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useProcessedQuotes } from '../api/agency.ts';

type SortKey = 'reference' | 'name' | 'age' | 'city' | 'basic' | 'intermediate' | 'premium';

const sortValue = (row: ProcessedQuoteRow, key: SortKey): string | number => {
  if (key === 'reference') return row.reference;
  if (key === 'name') return row.driver.name;
  if (key === 'age') return row.driver.age;
  if (key === 'city') return row.driver.city;
  return row.prices[key];
};

/**
 * /devis-traite (spec §2 Processed quotes): the quotes this agency priced, searchable and
 * sortable over the loaded rows (issue 6 moves search and sort to the server).
 */
export default function ProcessedQuotesPage() {
  const { t } = useTranslation();
  const list = useProcessedQuotes();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({
    key: 'reference',
    ascending: false,
  });
  usePageTitle(t('backOffice.processed'));

  const rows = useMemo(() => {
    const all = list.data?.pages.flatMap((page) => page.items) ?? [];
    const needle = query.trim().toLowerCase();
    const filtered = needle
      ? all.filter((row) =>
          [row.reference, row.driver.name, row.driver.city].some((text) =>
            text.toLowerCase().includes(needle),
          ),
        )
      : all;
    const direction = sort.ascending ? 1 : -1;
    return [...filtered].sort((a, b) => {
      const x = sortValue(a, sort.key);
      const y = sortValue(b, sort.key);
      return (
        (typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y), intlLocales[currentLanguage()])) * direction
      );
    });
  }, [list.data, query, sort]);

  const header = (key: SortKey, label: string) => (
    <th
      scope="col"
      className="px-4 py-3 text-start font-semibold"
      aria-sort={sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1"
        onClick={() => setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : true }))}
        aria-label={t('backOffice.sortBy', { column: label })}
      >
        {label}
        <ArrowDownUp aria-hidden size={14} />
      </button>
    </th>
  );
  const status = (row: ProcessedQuoteRow) => {
    if (row.selectedByUs && row.selectedPack)
      return t('backOffice.selectedByUs', { pack: t(`packs.${row.selectedPack}`) });
    if (row.status === 'offered') return t('backOffice.waitingChoice');
    if (row.status === 'selected' || row.status === 'confirmed' || row.status === 'lost')
      return t('backOffice.notSelected');
    return t('backOffice.closed');
  };
  const c = (key: string) => t(`backOffice.columns.${key}`);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('backOffice.processed')}</h1>
      <label className="block max-w-sm">
        <span className="mb-1 block text-sm font-medium">{t('backOffice.search')}</span>
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        />
      </label>
      <ListFrame list={list} isEmpty={rows.length === 0} emptyText={t('backOffice.emptyProcessed')}>
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {header('reference', c('reference'))}
              {header('name', c('name'))}
              {header('age', c('age'))}
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {c('cin')}
              </th>
              {header('city', c('city'))}
              {header('basic', c('basic'))}
              {header('intermediate', c('intermediate'))}
              {header('premium', c('premium'))}
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {c('status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="px-4 py-3 font-medium">
                  <Link to={`/user-info/${row.id}`} className="text-brand-800 underline">
                    {row.reference}
                  </Link>
                </td>
                <td className="px-4 py-3">{row.driver.name}</td>
                <td className="px-4 py-3">{t('backOffice.ageYears', { age: row.driver.age })}</td>
                <td className="px-4 py-3 font-mono">{row.driver.cin}</td>
                <td className="px-4 py-3">{row.driver.city}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDh(row.prices.basic)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDh(row.prices.intermediate)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDh(row.prices.premium)}</td>
                <td className="px-4 py-3">{status(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListFrame>
    </div>
  );
}
