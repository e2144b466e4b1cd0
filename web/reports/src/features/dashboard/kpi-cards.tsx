// Today's sales, orders, average ticket and tips, each with the same weekday a week ago up to
// this hour and the change between them.
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { Comparison, DashboardFigures } from '@sofre/engine/contracts';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { dashboardMessages as m } from '../../messages/reports.messages.ts';
import { changeOf, formatChange } from '../../shared/report-format.ts';

interface KpiProps {
  readonly label: string;
  readonly value: Comparison;
  readonly format: (n: number) => string;
  readonly testId: string;
}

function ChangeBadge({ value }: { value: Comparison }) {
  const change = changeOf(value.today, value.weekAgo);
  if (change === undefined)
    return value.today === 0 ? null : <Badge variant="light">{m.newToday}</Badge>;
  const color = change > 0 ? 'teal' : change < 0 ? 'red' : 'gray';
  const arrow = change > 0 ? '▲' : change < 0 ? '▼' : '';
  return (
    <Badge variant="light" color={color} data-testid="kpi-change">
      {change === 0 ? m.noChange : `${arrow} ${formatChange(change)}`}
    </Badge>
  );
}

function KpiCard({ label, value, format, testId }: KpiProps) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={{ base: 22, lg: 26 }} fw={700} my={4} data-testid={`${testId}-today`}>
        {format(value.today)}
      </Text>
      <Group gap={6} wrap="nowrap">
        <ChangeBadge value={value} />
        <Text size="xs" c="dimmed" truncate>
          {m.weekAgo(format(value.weekAgo))}
        </Text>
      </Group>
    </Paper>
  );
}

export function KpiCards({ figures }: { figures: DashboardFigures }) {
  const money = useMoney();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <KpiCard label={m.sale} value={figures.sale} format={money} testId="kpi-sale" />
      <KpiCard label={m.orders} value={figures.orders} format={formatNumber} testId="kpi-orders" />
      <KpiCard
        label={m.averageTicket}
        value={figures.averageTicket}
        format={money}
        testId="kpi-average"
      />
      <KpiCard label={m.tips} value={figures.tips} format={money} testId="kpi-tips" />
    </SimpleGrid>
  );
}
