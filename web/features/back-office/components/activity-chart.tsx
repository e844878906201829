import { useTranslation } from 'react-i18next';
import { Line, LineChart } from 'recharts';
import type { DailyActivity } from '../../../../domain/stats/dashboard.ts';
import { formatDate } from '../../../lib/format.ts';
import { ChartBox, chartAxes } from './chart-parts.tsx';

const colours = { pending: '#b45309', processed: '#1d4ed8', confirmed: '#15803d' } as const;

/**
 * The last 30 days per day: quotes received, processed and contracts confirmed (recharts; a
 * lazy chunk of the dashboard only). Its accessibility layer lets the keyboard walk the days
 * with their tooltip; the 30-day totals are also given as text beside it. Axis ticks are the
 * day and month formatted for the interface language (Intl), never a cut full date.
 */
export default function ActivityChart({ days }: { days: DailyActivity[] }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  return (
    <ChartBox className="h-72">
      <LineChart
        data={days}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        accessibilityLayer
        title={t('backOffice.chartTitle')}
      >
        {chartAxes({ dataKey: 'day', rtl, tooltipLabel: formatDate, minTickGap: 24 })}
        {(['pending', 'processed', 'confirmed'] as const).map((key) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={t(`backOffice.series.${key}`)}
            stroke={colours[key]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartBox>
  );
}
