// Today's mix by channel (order source), delivery type and payment method: a donut of the sale
// each took, with a legend of amounts and order counts beside it.
import { Badge, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardFigures } from '@sofre/engine/contracts';
import {
  deliveryTypeLabels,
  formatNumber,
  orderSourceLabels,
  paymentMethodLabels,
  useMoney,
} from '@sofre/web-shared';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { dashboardMessages as m } from '../../messages/reports.messages.ts';

const COLOURS = ['#007a5e', '#1c7ed6', '#f08c00', '#ae3ec9', '#e03131', '#5c940d', '#495057'];

type Mix = DashboardFigures['bySource'];
const labelOf = (labels: Readonly<Record<string, string>>, key: string) =>
  labels[key] ?? (key === 'NONE' ? '—' : key);

function MixCard(props: {
  title: string;
  mix: Mix;
  labels: Readonly<Record<string, string>>;
  testId: string;
}) {
  const money = useMoney();
  const slices = Object.entries(props.mix)
    .filter(([, v]) => v.amount > 0 || v.count > 0)
    .sort(([, a], [, b]) => b.amount - a.amount)
    .map(([key, v], i) => ({
      key,
      name: labelOf(props.labels, key),
      ...v,
      fill: COLOURS[i % COLOURS.length]!,
    }));
  return (
    <Paper withBorder p="md" data-testid={props.testId}>
      <Title order={5} mb="xs">
        {props.title}
      </Title>
      {slices.length === 0 ? (
        <Text c="dimmed" size="sm">
          {m.noSales}
        </Text>
      ) : (
        <Group wrap="nowrap" align="center" gap="sm">
          <div dir="ltr" style={{ width: 120, height: 120, flex: 'none' }}>
            <ResponsiveContainer>
              <PieChart>
                <Pie
                  data={slices}
                  dataKey="amount"
                  nameKey="name"
                  innerRadius={32}
                  outerRadius={56}
                  isAnimationActive={false}
                >
                  {slices.map((s) => (
                    <Cell key={s.key} fill={s.fill} stroke="none" />
                  ))}
                </Pie>
                <Tooltip contentStyle={{ direction: 'rtl' }} formatter={(v) => money(Number(v))} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            {slices.map((s) => (
              <Group key={s.key} gap={6} wrap="nowrap" data-testid={`${props.testId}-${s.key}`}>
                <ColorSwatch color={s.fill} size={12} style={{ flex: 'none' }} />
                <Text size="sm" fw={500} truncate>
                  {s.name}
                </Text>
                <Text
                  size="xs"
                  c="dimmed"
                  style={{ marginInlineStart: 'auto', whiteSpace: 'nowrap' }}
                >
                  {money(s.amount)}
                </Text>
                <Badge size="sm" variant="light" color="gray" style={{ flex: 'none' }}>
                  {formatNumber(s.count)}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}

export function MixCharts({ figures }: { figures: DashboardFigures }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <MixCard
        title={m.bySource}
        mix={figures.bySource}
        labels={orderSourceLabels}
        testId="mix-source"
      />
      <MixCard
        title={m.byDeliveryType}
        mix={figures.byDeliveryType}
        labels={deliveryTypeLabels}
        testId="mix-delivery"
      />
      <MixCard
        title={m.byPaymentMethod}
        mix={figures.byPaymentMethod}
        labels={paymentMethodLabels}
        testId="mix-payment"
      />
    </SimpleGrid>
  );
}
