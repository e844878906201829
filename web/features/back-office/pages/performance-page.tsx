import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  lostSaleReasons,
  lostSalesCount,
  performancePeriods,
  type PerformanceFigures,
  type PerformancePeriod,
} from '../../../../domain/agency-day/performance.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDate, formatDateTime, formatDelay, formatPercent } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePerformance } from '../api/performance.ts';
import { Panel } from '../components/panel.tsx';

const PerformanceCharts = lazy(() => import('../components/performance-charts.tsx'));

/** The default period; the URL's `semaines` keeps the one chosen across a reload. */
const defaultPeriod: PerformancePeriod = 12;

/** The columns of the weekly and per-colleague tables, each with how a figure reads. */
function useColumns() {
  const { t } = useTranslation();
  const none = t('agencyDay.performance.none');
  const minutes = (value: number | null) => (value === null ? none : formatDelay(value));
  const count = (key: 'priced' | 'chosen' | 'confirmed') => ({
    key,
    label: t(`agencyDay.performance.figures.${key}`),
    cell: (f: PerformanceFigures) => String(f[key]),
  });
  return [
    count('priced'),
    count('chosen'),
    {
      key: 'conversion',
      label: t('agencyDay.performance.figures.conversion'),
      cell: (f: PerformanceFigures) =>
        f.conversionPercent === null ? none : formatPercent(f.conversionPercent),
    },
    count('confirmed'),
    {
      key: 'toPrice',
      label: t('agencyDay.performance.figures.toPrice'),
      cell: (f: PerformanceFigures) => minutes(f.medianMinutesToPrice),
    },
    {
      key: 'toCall',
      label: t('agencyDay.performance.figures.toCall'),
      cell: (f: PerformanceFigures) => minutes(f.medianMinutesToCall),
    },
    {
      key: 'gap',
      label: t('agencyDay.performance.figures.gap'),
      cell: (f: PerformanceFigures) =>
        f.medianGapPercent === null ? none : formatPercent(f.medianGapPercent, { signed: true }),
    },
    ...lostSaleReasons.map((reason) => ({
      key: reason,
      label: t(`agencyDay.performance.reasons.${reason}`),
      cell: (f: PerformanceFigures) => String(f.lost[reason]),
    })),
  ];
}

/** A table of figures, one row per week or colleague, scrollable sideways on a phone. */
function FiguresTable({
  id,
  title,
  first,
  rows,
}: {
  id: string;
  title: string;
  first: string;
  rows: { key: string; label: string; figures: PerformanceFigures }[];
}) {
  const columns = useColumns();
  return (
    <Panel id={id} title={title}>
      {/* The keyboard reaches the hidden columns on a phone: the box takes the focus (WCAG 2.1.1). */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby={id}>
        <table className="w-full text-sm">
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {first}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 text-end font-semibold">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100">
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-medium">
                  {row.label}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className="whitespace-nowrap px-3 py-2 text-end tabular-nums"
                  >
                    {column.cell(row.figures)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

/**
 * /performance (managers; docs/product/agency-day.md "Win/loss and performance"): the agency's
 * conversion, median delays to price and to call, and lost sales by reason, for the whole period,
 * per week (charts and table) and per colleague. Never another agency's name or price: the API
 * gives the gap of the chosen pack's price only.
 */
export default function PerformancePage() {
  const { t } = useTranslation();
  const title = t('agencyDay.performance.title');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('semaines'));
  const weeks = performancePeriods.find((period) => period === asked) ?? defaultPeriod;
  const performance = usePerformance(weeks);
  const data = performance.data;
  const columns = useColumns();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-slate-600">{t('agencyDay.performance.intro')}</p>
      </div>
      <div className="max-w-xs">
        <SelectField
          label={t('agencyDay.performance.period')}
          placeholder={t('agencyDay.performance.period')}
          value={String(weeks)}
          options={performancePeriods.map((value) => ({
            value: String(value),
            label: t('agencyDay.performance.weeks', { weeks: value }),
          }))}
          onChange={(event) => setParams({ semaines: event.target.value }, { replace: true })}
        />
      </div>
      {performance.isError ? (
        <p role="alert" className="text-red-800">
          {t('agencyDay.performance.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void performance.refetch()}>
            {t('backOffice.retry')}
          </Button>
        </p>
      ) : null}
      {data ? (
        <>
          <section aria-label={t('agencyDay.performance.totalTitle')}>
            <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {columns
                .filter((column) =>
                  ['priced', 'conversion', 'toPrice', 'toCall'].includes(column.key),
                )
                .map((column) => (
                  <div
                    key={column.key}
                    className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                  >
                    <dt className="text-sm font-semibold text-brand-800">{column.label}</dt>
                    <dd
                      className="mt-2 text-2xl font-bold text-slate-900"
                      data-testid={`performance-${column.key}`}
                    >
                      {column.cell(data.total)}
                    </dd>
                  </div>
                ))}
            </dl>
            <p className="mt-3 text-sm text-slate-600" data-testid="performance-computed-at">
              {t('agencyDay.performance.computedAt', { date: formatDateTime(data.computedAt) })}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t('agencyDay.performance.charts.summary', {
                priced: data.total.priced,
                chosen: data.total.chosen,
                lost: lostSalesCount(data.total),
              })}
            </p>
          </section>
          <Suspense fallback={<div className="h-64" />}>
            <PerformanceCharts weeks={data.weeks} />
          </Suspense>
          <FiguresTable
            id="performance-weeks"
            title={t('agencyDay.performance.weeksTitle')}
            first={t('backOffice.recentColumns.date')}
            rows={[...data.weeks].reverse().map(({ week, figures }) => ({
              key: week,
              label: t('agencyDay.performance.week', { date: formatDate(week) }),
              figures,
            }))}
          />
          {data.agents.length === 0 ? (
            <p className="text-sm text-slate-600">{t('agencyDay.performance.agents.empty')}</p>
          ) : (
            <FiguresTable
              id="performance-agents"
              title={t('agencyDay.performance.agents.title')}
              first={t('agencyDay.performance.agents.name')}
              rows={data.agents.map((agent) => ({
                key: agent.userId ?? 'automatic',
                label:
                  agent.userId === null
                    ? t('agencyDay.performance.agents.automatic')
                    : agent.name || t('agencyDay.performance.agents.removed'),
                figures: agent.figures,
              }))}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
