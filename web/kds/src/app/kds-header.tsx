// The wall's top bar: title, vendor, the screen's stations (tap to choose), queue length, clock,
// shift and network status.
import { Button, Group, Text, Title } from '@mantine/core';
import { NetworkBadge, formatNumber, formatTime, useNow, useVendor } from '@sofre/web-shared';
import { StartShiftButton } from '../features/shift/start-shift.button.tsx';
import type { Shift } from '../features/shift/use-shift.ts';
import { kdsMessages } from '../messages/kds.messages.ts';

export function KdsHeader({
  queue,
  shift,
  stationsLabel,
  onPickStations,
}: {
  queue: number;
  shift: Shift;
  stationsLabel: string;
  onPickStations: () => void;
}) {
  const vendor = useVendor();
  const now = useNow(10_000);
  return (
    <Group justify="space-between" px="md" h="100%" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Title order={2}>{kdsMessages.appTitle}</Title>
        {/* On a tablet the stations, queue and clock need the width more than the vendor's name. */}
        {vendor.data && (
          <Text fz="lg" visibleFrom="xl">
            {vendor.data.name}
          </Text>
        )}
        <Button
          size="md"
          fz={20}
          variant="default"
          data-testid="pick-stations"
          onClick={onPickStations}
        >
          {stationsLabel}
        </Button>
        <Text fw={700} fz={22} data-testid="queue-length">
          {kdsMessages.queue(formatNumber(queue))}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Text fw={800} fz={28} className="tabular-nums">
          {formatTime(now)}
        </Text>
        <StartShiftButton shift={shift} />
        <NetworkBadge size="lg" />
      </Group>
    </Group>
  );
}
