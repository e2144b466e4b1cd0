// The restaurant's bikers as dispatch sees them: free ones first, then those on a trip, then the
// ones off shift; each with their availability.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { BikerAvailability, BikerView } from '@sofre/engine/contracts';
import { toPersianDigits } from '@sofre/web-shared';
import { dispatchMessages as text } from './dispatch.messages.ts';

const order: Record<BikerAvailability, number> = { FREE: 0, ON_TRIP: 1, OFF_SHIFT: 2, INACTIVE: 3 };
const color: Record<BikerAvailability, string> = {
  FREE: 'teal',
  ON_TRIP: 'blue',
  OFF_SHIFT: 'gray',
  INACTIVE: 'gray',
};

export function CouriersList({ bikers }: { bikers: readonly BikerView[] }) {
  const shown = bikers
    .filter((b) => b.availability !== 'INACTIVE')
    .sort((a, b) => order[a.availability] - order[b.availability]);
  if (shown.length === 0) return <Text c="dimmed">{text.noCouriers}</Text>;
  return (
    <Stack gap={6}>
      {shown.map((b) => (
        <Paper key={b.id} withBorder p="xs" radius="sm" data-testid="dispatch-courier">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {b.name}
              </Text>
              <Text size="xs" c="dimmed">
                {toPersianDigits(b.phoneNumber)}
              </Text>
            </Stack>
            <Badge color={color[b.availability]} variant="light" data-availability={b.availability}>
              {text.availability[b.availability]}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
