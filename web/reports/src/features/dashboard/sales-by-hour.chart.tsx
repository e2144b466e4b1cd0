// Today's sales per hour as bars, a week ago as a dashed line. Time runs right to left, as the
// page reads; the chart itself is laid out left to right (SVG text in an RTL box misplaces ticks).
import { Paper, Title } from '@mantine/core';
import type { SalesHourRow } from '@sofre/engine/contracts';
import { useCurrencyUnit, useMoney } from '@sofre/web-shared';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { dashboardMessages as m } from '../../messages/reports.messages.ts';
import { compactMoney, hourLabel } from '../../shared/report-format.ts';
import { hourSeries } from './live-dashboard.ts';

const rtl = { direction: 'rtl' } as const;

export interface SalesByHourProps {
  readonly hours: readonly SalesHourRow[];
  readonly weekAgoHours: readonly SalesHourRow[];
  readonly hour: number;
}

export function SalesByHourChart({ hours, weekAgoHours, hour }: SalesByHourProps) {
  const unit = useCurrencyUnit();
  const money = useMoney();
  const data = hourSeries(hours, weekAgoHours, hour);
  return (
    <Paper withBorder p="md" h="100%" data-testid="sales-by-hour">
      <Title order={5} mb="sm">
        {m.salesByHour}
      </Title>
      <div dir="ltr" style={{ width: '100%', height: 230 }}>
        <ResponsiveContainer>
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="hour"
              reversed
              tickFormatter={(h: number) => hourLabel(h).slice(0, 2)}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              orientation="right"
              width={64}
              tick={{ fontSize: 12 }}
              tickFormatter={(v: number) => compactMoney(v, unit)}
            />
            <Tooltip
              contentStyle={rtl}
              labelFormatter={(h) => m.hour(hourLabel(Number(h)))}
              formatter={(v) => money(Number(v))}
            />
            <Legend wrapperStyle={rtl} />
            <Bar
              dataKey="today"
              name={m.today}
              fill="var(--mantine-color-sofre-7)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
            <Line
              dataKey="weekAgo"
              name={m.weekAgoSeries}
              stroke="var(--mantine-color-gray-6)"
              strokeDasharray="5 4"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}
