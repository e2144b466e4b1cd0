// The wall's top bar: title, vendor, queue length, clock, shift and network status.
import { Group, Text, Title } from '@mantine/core';
import { NetworkBadge, formatNumber, formatTime, useNow, useVendor } from '@sofre/web-shared';
import { StartShiftButton } from '../features/shift/start-shift.button.tsx';
import type { Shift } from '../features/shift/use-shift.ts';
import { kdsMessages } from '../messages/kds.messages.ts';

export function KdsHeader({ queue, shift }: { queue: number; shift: Shift }) {
  const vendor = useVendor();
  const now = useNow(10_000);
  return (
    <Group justify="space-between" px="md" h="100%" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Title order={2}>{kdsMessages.appTitle}</Title>
        {vendor.data && (
          <Text c="dimmed" fz="lg">
            {vendor.data.name}
          </Text>
        )}
        <Text fw={700} fz="lg" data-testid="queue-length">
          {kdsMessages.queue(formatNumber(queue))}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Text fw={800} fz={26} className="tabular-nums">
          {formatTime(now)}
        </Text>
        <StartShiftButton shift={shift} />
        <NetworkBadge size="lg" />
      </Group>
    </Group>
  );
}
