import { useTranslation } from 'react-i18next';
import { Bar, BarChart, Line, LineChart } from 'recharts';
import { lostSaleReasons, type Performance } from '../../../../domain/agency-day/performance.ts';
import { formatDate } from '../../../lib/format.ts';
import { ChartBox, chartAxes } from './chart-parts.tsx';
import { Panel } from './panel.tsx';

const colours = {
  priced: '#1d4ed8',
  chosen: '#15803d',
  toPrice: '#b45309',
  toCall: '#7c3aed',
  notChosen: '#b91c1c',
  expired: '#64748b',
  cancelled: '#ca8a04',
  contractLost: '#9d174d',
} as const;

/** One chart in its titled panel, of fixed height. */
function ChartFrame({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactElement;
}) {
  return (
    <Panel id={id} title={title}>
      <ChartBox className="h-64">{children}</ChartBox>
    </Panel>
  );
}

/**
 * The Performance page's three weekly charts (recharts, a lazy chunk of the page): quotes priced
 * and chosen, the median delays to price and to call, and the lost sales by reason. Each has
 * recharts' accessibility layer (the keyboard walks the weeks with their tooltip); the same
 * figures are in the page's tables as text. Weeks are named by their Monday.
 */
export default function PerformanceCharts({ weeks }: { weeks: Performance['weeks'] }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const data = weeks.map(({ week, figures }) => ({
    week,
    priced: figures.priced,
    chosen: figures.chosen,
    toPrice: figures.medianMinutesToPrice,
    toCall: figures.medianMinutesToCall,
    ...figures.lost,
  }));
  const axes = chartAxes({
    dataKey: 'week',
    rtl,
    tooltipLabel: (week) => t('agencyDay.performance.week', { date: formatDate(week) }),
  });
  return (
    <div className="grid gap-4 xl:grid-cols-3">
      <ChartFrame id="performance-sales" title={t('agencyDay.performance.charts.sales')}>
        <BarChart data={data} accessibilityLayer title={t('agencyDay.performance.charts.sales')}>
          {axes}
          {(['priced', 'chosen'] as const).map((key) => (
            <Bar
              key={key}
              dataKey={key}
              name={t(`agencyDay.performance.figures.${key}`)}
              fill={colours[key]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartFrame>
      <ChartFrame id="performance-delays" title={t('agencyDay.performance.charts.delays')}>
        <LineChart data={data} accessibilityLayer title={t('agencyDay.performance.charts.delays')}>
          {axes}
          {(['toPrice', 'toCall'] as const).map((key) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={t(`agencyDay.performance.figures.${key}`)}
              stroke={colours[key]}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ChartFrame>
      <ChartFrame id="performance-lost" title={t('agencyDay.performance.charts.lost')}>
        <BarChart data={data} accessibilityLayer title={t('agencyDay.performance.charts.lost')}>
          {axes}
          {lostSaleReasons.map((reason) => (
            <Bar
              key={reason}
              dataKey={reason}
              stackId="lost"
              name={t(`agencyDay.performance.reasons.${reason}`)}
              fill={colours[reason]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartFrame>
    </div>
  );
}
