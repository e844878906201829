import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyActivity } from '../../../../domain/stats/dashboard.ts';
import { formatDate, formatDayMonth } from '../../../lib/format.ts';

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
    // The chart draws right to left itself (reversed axis, values on the right): in an
    // inherited right-to-left direction, SVG anchors the axis' numbers on their wrong side.
    <div className="h-72" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={days}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer
          title={t('backOffice.chartTitle')}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="day"
            reversed={rtl}
            tickFormatter={(day: string) => formatDayMonth(day)}
            minTickGap={24}
            fontSize={12}
          />
          <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} fontSize={12} />
          <Tooltip labelFormatter={(day) => formatDate(String(day))} />
          <Legend />
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
      </ResponsiveContainer>
    </div>
  );
}
