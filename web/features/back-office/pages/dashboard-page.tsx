import {
  ClipboardCheck,
  ClipboardList,
  FileSignature,
  TrendingDown,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Counter, DashboardStats } from '../../../../domain/stats/dashboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatDh } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useDashboard } from '../api/dashboard.ts';
import { DriverName } from '../components/driver-name.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { CallTasksPanel } from '../components/call-tasks-panel.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

/** The server counts waiting quotes up to this many (server/modules/stats). */
const waitingCap = 100;

const ActivityChart = lazy(() => import('../components/activity-chart.tsx'));

interface CardSpec {
  key: keyof DashboardStats['counters'];
  label: string;
  icon: LucideIcon;
  to?: string;
}

function CounterCard({ spec, counter, note }: { spec: CardSpec; counter: Counter; note?: string }) {
  const { t } = useTranslation();
  const change = counter.changePercent;
  const body = (
    <>
      <div className="flex items-center gap-3 text-brand-800">
        <spec.icon aria-hidden size={20} />
        <h2 className="text-sm font-semibold">{t(spec.label)}</h2>
      </div>
      <p className="mt-3 text-3xl font-bold text-slate-900" data-testid={`counter-${spec.key}`}>
        {counter.today}
      </p>
      <p
        className={`mt-1 flex items-center gap-1 text-xs font-medium ${change === null ? 'text-slate-600' : change >= 0 ? 'text-green-800' : 'text-red-800'}`}
      >
        {change === null ? null : change >= 0 ? (
          <TrendingUp aria-hidden size={14} />
        ) : (
          <TrendingDown aria-hidden size={14} />
        )}
        {change === null
          ? t('backOffice.changeNone')
          : t('backOffice.change', { value: change > 0 ? `+${change}` : String(change) })}
      </p>
      {note ? <p className="mt-2 text-sm text-brand-800 underline">{note}</p> : null}
    </>
  );
  const frame = 'block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
  return spec.to ? (
    <Link to={spec.to} className={`${frame} hover:ring-brand-600`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

/**
 * /dashboard (docs/product/specification.md §2; docs/product/design.md §8): "Bienvenue", four counters from the database with their
 * change against yesterday, for agency staff the calls to make (docs/product/agency-day.md),
 * the last 30 days as a chart (and as text), and the recent activity.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const dashboard = useDashboard();
  usePageTitle(t('backOffice.dashboard'));
  const stats = dashboard.data;
  const platform = stats?.scope === 'platform';
  const cards: CardSpec[] = platform
    ? [
        { key: 'pending', label: 'backOffice.counters.pendingPlatform', icon: ClipboardList },
        { key: 'processed', label: 'backOffice.counters.processedPlatform', icon: ClipboardCheck },
        { key: 'confirmed', label: 'backOffice.counters.confirmed', icon: FileSignature },
        { key: 'drivers', label: 'backOffice.counters.driversPlatform', icon: Users },
      ]
    : [
        {
          key: 'pending',
          label: 'backOffice.counters.pending',
          icon: ClipboardList,
          to: '/devis-attente',
        },
        {
          key: 'processed',
          label: 'backOffice.counters.processed',
          icon: ClipboardCheck,
          to: '/devis-traite',
        },
        {
          key: 'confirmed',
          label: 'backOffice.counters.confirmed',
          icon: FileSignature,
          to: '/contrats-confirmes',
        },
        { key: 'drivers', label: 'backOffice.counters.drivers', icon: Users },
      ];
  const totals = stats?.days.reduce(
    (sum, day) => ({
      pending: sum.pending + day.pending,
      processed: sum.processed + day.processed,
      confirmed: sum.confirmed + day.confirmed,
    }),
    { pending: 0, processed: 0, confirmed: 0 },
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('backOffice.welcome')}</h1>
        <p className="text-slate-600">{user?.agency?.name ?? t('backOffice.platformName')}</p>
      </div>
      {dashboard.isError ? (
        <p role="alert" className="text-red-800">
          {t('backOffice.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void dashboard.refetch()}>
            {t('backOffice.retry')}
          </Button>
        </p>
      ) : null}
      {stats ? (
        <>
          <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {cards.map((spec) => (
              <CounterCard
                key={spec.key}
                spec={spec}
                counter={stats.counters[spec.key]}
                {...(spec.key === 'pending' && stats.waitingNow !== null
                  ? {
                      note:
                        stats.waitingNow >= waitingCap
                          ? t('backOffice.waitingNowCapped', { limit: waitingCap })
                          : t('backOffice.waitingNow', { count: stats.waitingNow }),
                    }
                  : {})}
              />
            ))}
          </section>
          {platform ? null : <CallTasksPanel />}
          <section
            aria-labelledby="chart-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="chart-title" className="mb-1 font-semibold">
              {t('backOffice.chartTitle')}
            </h2>
            <p className="mb-3 text-sm text-slate-600">{t('backOffice.chartSummary', totals)}</p>
            <Suspense fallback={<div className="h-72" />}>
              <ActivityChart days={stats.days} />
            </Suspense>
          </section>
          <section
            aria-labelledby="recent-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="recent-title" className="mb-3 font-semibold">
              {t('backOffice.recentTitle')}
            </h2>
            {stats.recent.length === 0 ? (
              <p className="text-sm text-slate-600">{t('backOffice.recentEmpty')}</p>
            ) : (
              // A keyboard reaches the table's hidden columns on a phone: the scrolling box
              // takes the focus (WCAG 2.1.1).
              <div
                className="overflow-x-auto"
                tabIndex={0}
                role="group"
                aria-labelledby="recent-title"
              >
                <table className="w-full text-sm">
                  <thead className="text-slate-700">
                    <tr>
                      {(['date', 'reference', 'client', 'amount', 'status', 'action'] as const).map(
                        (key) => (
                          <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                            {t(`backOffice.recentColumns.${key}`)}
                          </th>
                        ),
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {stats.recent.map((row) => (
                      <tr key={row.quoteId} className="border-t border-slate-100">
                        <td className="whitespace-nowrap px-3 py-2">{formatDateTime(row.at)}</td>
                        <td className="px-3 py-2 font-medium">{row.reference}</td>
                        <td className="px-3 py-2">
                          {/* Latin initials keep their order in an Arabic row. */}
                          <DriverName
                            driver={{ name: row.initials, anonymised: row.anonymised }}
                            dir="ltr"
                          />
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">
                          {row.amountCentimes ? formatDh(row.amountCentimes) : '—'}
                        </td>
                        <td className="px-3 py-2">
                          <StatusBadge status={row.status} />
                        </td>
                        <td className="px-3 py-2">
                          {platform ? null : (
                            <Link
                              to={`/user-info/${row.quoteId}`}
                              className="font-semibold text-brand-800 underline"
                              aria-label={`${t('backOffice.open')} ${row.reference}`}
                            >
                              {t('backOffice.open')}
                            </Link>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : awaitsData(dashboard) ? (
        <LoadingStatus />
      ) : null}
    </div>
  );
}
