// The current reservations, soonest first: which table, who, how many, when (Jalali, Tehran).
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, toPersianDigits } from '@sofre/web-shared';
import { useReservations } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';

export function ReservationsList() {
  const reservations = useReservations();
  const rows = reservations.data ?? [];
  return (
    <Paper withBorder p="md" data-testid="reservations-list">
      <Stack gap="sm">
        <Title order={5}>{m.floor.reservations}</Title>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {m.floor.noReservations}
          </Text>
        )}
        {rows.map((r) => (
          <Stack key={r.tableId} gap={2} data-testid={`reservation-${r.tableNumber}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm" lineClamp={1}>
                {r.guestName}
              </Text>
              <Badge color="orange" variant="light">
                {toPersianDigits(r.tableName)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(r.reservedFor)}
            </Text>
            <Text size="xs" c="dimmed">
              {m.floor.party(toPersianDigits(r.partySize))}
            </Text>
            <Text size="xs" c="dimmed" dir="ltr" ta="right">
              {toPersianDigits(r.phoneNumber)}
            </Text>
            {r.note && <Text size="xs">{r.note}</Text>}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
