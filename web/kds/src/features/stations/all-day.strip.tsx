// All-day counts: how many of each item are still to cook across the tickets on this screen,
// most first, in big type so the grill cook fires eight skewers at once instead of reading eight
// tickets.
import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatNumber } from '@sofre/web-shared';
import { kdsMessages } from '../../messages/kds.messages.ts';
import type { AllDayCount } from './station-parts.ts';

const text = kdsMessages.stations;

export function AllDayStrip({ counts }: { counts: readonly AllDayCount[] }) {
  return (
    <Paper p="xs" mb="md" radius="md" withBorder data-testid="all-day">
      <Group gap="sm">
        <Text fw={800} fz={22}>
          {text.allDay}:
        </Text>
        {counts.length === 0 && <Text fz={22}>{text.allDayEmpty}</Text>}
        {counts.map((c) => (
          <Badge
            key={c.menuItemId}
            size="xl"
            h={40}
            fz={22}
            variant="outline"
            color="gray.0"
            data-testid={`all-day-${c.menuItemId}`}
            data-count={c.count}
          >
            {formatNumber(c.count)}× {c.title}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
