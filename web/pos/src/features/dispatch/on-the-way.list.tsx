// The courier orders on the way, as dispatch follows them: who carries each (a biker of the
// restaurant, or a provider by its logo and its courier's name once it has one), where it goes
// and the trip's status, which moves by itself as the bikers' phones and the providers' webhooks
// report (the `dispatch` signal).
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CourierProvider } from '@sofre/engine';
import type { DeliveryOrderView } from '@sofre/engine/contracts';
import { formatNumber, formatRelativeAge, toPersianDigits } from '@sofre/web-shared';
import { dispatchMessages as text } from './dispatch.messages.ts';
import { ProviderLogo } from './provider-logo.tsx';

const isProvider = (name: string): name is CourierProvider => name in text.providers;

export interface OnTheWayListProps {
  readonly orders: readonly DeliveryOrderView[];
  readonly loading: boolean;
  readonly now: Date;
}

export function OnTheWayList({ orders, loading, now }: OnTheWayListProps) {
  return (
    <Stack gap={6} data-testid="dispatch-on-the-way">
      {!loading && orders.length === 0 && (
        <Text c="dimmed" size="sm">
          {text.noneOnTheWay}
        </Text>
      )}
      {orders.map((order) => (
        <OnTheWayItem key={order.orderId} order={order} now={now} />
      ))}
    </Stack>
  );
}

function OnTheWayItem({ order, now }: { order: DeliveryOrderView; now: Date }) {
  const trip = order.trip;
  if (!trip) return null;
  const provider = isProvider(trip.provider) ? trip.provider : 'OWN_FLEET';
  const number = order.number === undefined ? '' : formatNumber(order.number);
  const since = trip.timeline[0]?.at ?? order.updatedAt;
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      data-testid="dispatch-going"
      // Not data-order: that names the ready cards (the dispatcher acts on those).
      data-going={order.orderId}
      data-provider={provider}
      data-status={trip.status}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            {text.order(number)}
          </Text>
          <Badge variant="light" color={trip.status === 'PICKEDUP' ? 'teal' : 'blue'}>
            {text.tripStatus[trip.status]}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <ProviderLogo provider={provider} size={16} />
          <Text size="xs" lineClamp={1}>
            {text.providers[provider]}
            {trip.biker && ` · ${trip.biker.name} · ${toPersianDigits(trip.biker.phone)}`}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" lineClamp={1}>
            {order.address ? toPersianDigits(order.address.text) : text.noAddress}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {text.since(formatRelativeAge(since, now))}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
