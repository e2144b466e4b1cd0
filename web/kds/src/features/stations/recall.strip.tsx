// Parts bumped lately on this screen, the last bump first, in type readable from the wall: tap one
// to see it and bring it back, or bring back the last one at once (also the bump bar's 0 key).
import { Button, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { formatNumber, formatTime } from '@sofre/web-shared';
import { useState } from 'react';
import { kdsMessages } from '../../messages/kds.messages.ts';
import { useKitchenMove } from './kitchen-stations.api.ts';
import { PartLines } from './part-lines.tsx';
import type { BumpedPart } from './station-parts.ts';

const text = kdsMessages.recallStrip;

export function StationRecallStrip({
  parts,
  linesOf,
}: {
  parts: readonly BumpedPart[];
  linesOf: (part: BumpedPart) => Parameters<typeof PartLines>[0]['lines'];
}) {
  const [shown, setShown] = useState<BumpedPart>();
  const move = useKitchenMove();
  if (parts.length === 0) return null;
  const recall = (part: BumpedPart) =>
    move.mutate(
      { kind: 'recall', orderId: part.order.orderId, stationId: part.station.id },
      { onSuccess: () => setShown(undefined) },
    );
  const key = (p: BumpedPart) => `${p.station.id}-${p.order.orderId}`;
  return (
    <Paper p="sm" radius="md" withBorder data-testid="recall-strip">
      <Group gap="md" wrap="nowrap">
        <Text fw={800} fz={24} style={{ whiteSpace: 'nowrap' }}>
          {text.title}
        </Text>
        <Button
          size="lg"
          fz={22}
          color="orange.9"
          fw={800}
          data-testid="recall-last"
          loading={move.isPending}
          onClick={() => recall(parts[0]!)}
        >
          {text.last}
        </Button>
        <ScrollArea type="never" style={{ flex: 1 }}>
          <Group gap="sm" wrap="nowrap">
            {parts.map((p) => (
              <Button
                key={key(p)}
                data-testid={`recall-${key(p)}`}
                variant="default"
                size="lg"
                fz={24}
                fw={800}
                onClick={() => setShown(p)}
              >
                {kdsMessages.ticket.number(formatNumber(p.order.number))}
                <Text span fz={20} fw={700} ms={10}>
                  {p.station.title}
                </Text>
                <Text span fz={20} fw={600} ms={10}>
                  {text.bumpedAt(formatTime(p.bumpedAt))}
                </Text>
              </Button>
            ))}
          </Group>
        </ScrollArea>
      </Group>
      <Modal
        opened={shown !== undefined}
        onClose={() => setShown(undefined)}
        title={
          shown && (
            <Text fw={900} fz={28}>
              {kdsMessages.ticket.number(formatNumber(shown.order.number))} · {shown.station.title}
            </Text>
          )
        }
        size="lg"
        centered
      >
        {shown && (
          <Stack>
            <PartLines order={shown.order} stationId={shown.station.id} lines={linesOf(shown)} />
            <Button
              size="xl"
              color="orange.9"
              fz={24}
              fw={800}
              data-testid="recall-confirm"
              loading={move.isPending}
              onClick={() => recall(shown)}
            >
              {text.confirm}
            </Button>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
