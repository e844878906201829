import type { ReactElement } from 'react';
import { CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDayMonth } from '../../../lib/format.ts';

/**
 * A back-office chart's box, of fixed height (`className`, a Tailwind height), the chart filling
 * it. The box is left to right in every language: the chart draws right to left itself
 * (`chartAxes`), and in an inherited right-to-left direction SVG anchors the axis' numbers on
 * their wrong side.
 */
export function ChartBox({ className, children }: { className: string; children: ReactElement }) {
  return (
    <div className={className} dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/**
 * The grid, axes, tooltip and legend of a back-office chart over days or weeks, to put among a
 * recharts chart's children: the horizontal axis of `dataKey` (`YYYY-MM-DD` dates, ticks as day
 * and month in the interface language, never a cut full date), the vertical axis of whole
 * numbers, and the tooltip headed `tooltipLabel(date)`. In a right-to-left language (`rtl`) the
 * chart draws right to left itself: reversed horizontal axis, values on the right. A function,
 * not a component, so the chart finds the axes among its own children.
 */
export function chartAxes({
  dataKey,
  rtl,
  tooltipLabel,
  minTickGap,
}: {
  dataKey: string;
  rtl: boolean;
  tooltipLabel: (date: string) => string;
  /** Pixels kept between two ticks of the horizontal axis; recharts' own gap when absent. */
  minTickGap?: number;
}) {
  return (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis
        dataKey={dataKey}
        reversed={rtl}
        tickFormatter={(date: string) => formatDayMonth(date)}
        {...(minTickGap === undefined ? {} : { minTickGap })}
        fontSize={12}
      />
      <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} fontSize={12} />
      <Tooltip labelFormatter={(date) => tooltipLabel(String(date))} />
      <Legend />
    </>
  );
}
