// One order on the wall: number, where it came from and how it leaves, table, age (ticking, in
// aging colours), the dishes, and the big "ready" button.
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { KitchenTicket } from '@sofre/engine/contracts';
import {
  DeliveryBadge,
  SourceBadge,
  formatElapsed,
  formatNumber,
  formatRelativeAge,
  formatTime,
  toPersianDigits,
} from '@sofre/web-shared';
import { kdsMessages } from '../../messages/kds.messages.ts';
import { useChangeOrderState } from './change-order-state.api.ts';
import { awaitsConfirmation, readyStatusOf } from './kitchen-moves.ts';
import { NEW_FOR_MS, ageColors, ageLevel, ticketAge } from './ticket-age.ts';
import { TicketLines } from './ticket-lines.tsx';

const text = kdsMessages.ticket;

function TicketAction({ ticket }: { ticket: KitchenTicket }) {
  const change = useChangeOrderState();
  const ready = readyStatusOf(ticket);
  const { orderId } = ticket;
  if (!ready && awaitsConfirmation(ticket)) {
    return (
      <Button
        data-testid={`accept-${orderId}`}
        size="lg"
        variant="outline"
        fullWidth
        loading={change.isPending}
        onClick={() => change.mutate({ orderId, status: 'CONFIRMED' })}
      >
        {text.accept}
      </Button>
    );
  }
  return (
    <Button
      data-testid={`bump-${orderId}`}
      data-ready-status={ready}
      size="xl"
      fullWidth
      color="green"
      disabled={!ready || change.isSuccess}
      loading={change.isPending}
      onClick={() => ready && change.mutate({ orderId, status: ready })}
    >
      {change.isSuccess ? text.bumped : ready ? text.bump : text.waiting}
    </Button>
  );
}

export function TicketCard({ ticket, now }: { ticket: KitchenTicket; now: Date }) {
  const age = ticketAge(ticket.submittedAt, now);
  const level = ageLevel(age);
  const color = ageColors[level];
  return (
    <Card
      data-testid={`ticket-${ticket.orderId}`}
      data-age={level}
      withBorder
      padding="md"
      radius="md"
      style={{ borderColor: `var(--mantine-color-${color.replace('.', '-')})`, borderWidth: 3 }}
    >
      <Card.Section bg={color} px="md" py="xs" c={level === 'warning' ? 'dark.9' : undefined}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={900} fz={30} lh={1}>
              {text.number(formatNumber(ticket.number))}
            </Text>
            {ticket.tableNumber && (
              <Text fw={800} fz={22}>
                {text.table(toPersianDigits(ticket.tableNumber))}
              </Text>
            )}
          </Group>
          <Text fw={800} fz={28} className="tabular-nums" data-testid="ticket-timer">
            {formatElapsed(age)}
          </Text>
        </Group>
      </Card.Section>
      <Stack gap="sm" mt="sm">
        <Group gap={6} justify="space-between">
          <Group gap={6}>
            <SourceBadge source={ticket.source} size="lg" />
            {ticket.deliveryType && <DeliveryBadge deliveryType={ticket.deliveryType} size="lg" />}
            {age < NEW_FOR_MS && (
              <Badge color="sofre" size="lg" variant="filled">
                {text.isNew}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {text.submittedAt(formatTime(ticket.submittedAt))} ·{' '}
            {formatRelativeAge(ticket.submittedAt, now)}
          </Text>
        </Group>
        <TicketLines ticket={ticket} />
        <TicketAction ticket={ticket} />
      </Stack>
    </Card>
  );
}
