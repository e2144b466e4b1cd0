// The order the courier carries now: number, customer and their phone (a tel: link), what to carry
// (each line with its count and toppings), the address, the way there on a map, one big button for the next step of the trip, and — until the food is
// picked up — a way to give the order back to the restaurant.
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeliveryOrderView } from '@sofre/engine/contracts';
import { formatNumber, toPersianDigits } from '@sofre/web-shared';
import { bikerMessages as text } from './biker.messages.ts';
import { CourierMap } from './courier-map.tsx';
import { GiveBackButton } from './give-back.button.tsx';
import { NavigateLinks } from './navigate.links.tsx';
import { canGiveBack, nextStepOf, type BikerMove } from './trip-steps.ts';
import type { SharingState } from './use-share-location.ts';
import type { GeoPoint } from '../addresses/map-view.ts';

export interface BikerOrderCardProps {
  readonly order: DeliveryOrderView;
  readonly here: GeoPoint | undefined;
  readonly sharing: SharingState;
  readonly busy: boolean;
  readonly onStep: (step: BikerMove) => void;
}

export function BikerOrderCard({ order, here, sharing, busy, onStep }: BikerOrderCardProps) {
  const trip = order.trip!;
  const step = nextStepOf(trip.status);
  const number = order.number === undefined ? '' : formatNumber(order.number);
  return (
    <Paper withBorder radius="md" p="md" data-testid="biker-order" data-status={trip.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3}>{text.order(number)}</Title>
          <Badge size="lg" variant="light" data-testid="biker-trip-status">
            {text.tripStatus[trip.status]}
          </Badge>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {text.customer}
            </Text>
            <Text fw={600}>{order.customerName ?? '—'}</Text>
          </Stack>
          {order.customerPhone && (
            <Anchor href={`tel:${order.customerPhone}`} fw={700} data-testid="biker-call">
              {text.call} {toPersianDigits(order.customerPhone)}
            </Anchor>
          )}
        </Group>
        {order.lines && order.lines.length > 0 && (
          <Stack gap={0} data-testid="biker-items">
            <Text size="xs" c="dimmed">
              {text.items}
            </Text>
            {order.lines.map((line, index) => (
              <Text key={index} size="sm" fw={600} data-testid="biker-item">
                {text.line(toPersianDigits(line.count), line.title)}
                {line.toppings.length > 0 && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    (
                    {line.toppings
                      .map((t) => text.line(toPersianDigits(t.count), t.title))
                      .join('، ')}
                    )
                  </Text>
                )}
              </Text>
            ))}
          </Stack>
        )}
        {order.address && (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {text.address}
            </Text>
            <Text size="sm" data-testid="biker-address">
              {order.address.title} — {toPersianDigits(order.address.text)}
            </Text>
          </Stack>
        )}
        {order.address && (
          <CourierMap destination={order.address} courier={here} height={200} label={text.map} />
        )}
        {order.address && <NavigateLinks destination={order.address} />}
        {sharing === 'sharing' && (
          <Text size="xs" c="teal" data-testid="biker-sharing">
            {text.sharing}
          </Text>
        )}
        {sharing === 'unavailable' && (
          <Text size="xs" c="orange">
            {text.noGeolocation}
          </Text>
        )}
        {step && (
          <Button
            size="lg"
            fullWidth
            loading={busy}
            onClick={() => onStep(step)}
            data-testid="biker-next-step"
            data-step={step}
          >
            {text.next[step]}
          </Button>
        )}
        {canGiveBack(trip.status) && (
          <GiveBackButton busy={busy} onConfirm={() => onStep('CANCELED')} />
        )}
      </Stack>
    </Paper>
  );
}
