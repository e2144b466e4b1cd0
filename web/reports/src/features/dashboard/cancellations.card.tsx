// Orders rejected today: how many (live), and the latest few with when, why and what they were worth.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CancelledOrderView } from '@sofre/engine/contracts';
import { formatNumber, formatTime, orderSourceLabels, useMoney } from '@sofre/web-shared';
import { dashboardMessages as m, noReason } from '../../messages/reports.messages.ts';

export function CancellationsCard(props: { count: number; latest: readonly CancelledOrderView[] }) {
  const money = useMoney();
  return (
    <Paper withBorder p="md" h="100%" data-testid="cancellations">
      <Group justify="space-between" mb="xs">
        <Title order={5}>{m.cancellations}</Title>
        <Badge
          color={props.count > 0 ? 'red' : 'gray'}
          variant="light"
          data-testid="cancelled-count"
        >
          {formatNumber(props.count)}
        </Badge>
      </Group>
      {props.count === 0 ? (
        <Text c="dimmed" size="sm">
          {m.noCancellations}
        </Text>
      ) : (
        <Stack gap={8}>
          {props.latest.map((order) => (
            <div key={order.orderId}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={500}>
                  {formatTime(order.rejectedAt)} ·{' '}
                  {orderSourceLabels[order.source as keyof typeof orderSourceLabels] ??
                    order.source}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {money(order.amount)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {order.reason || noReason}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
