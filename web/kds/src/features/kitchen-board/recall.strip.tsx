// Tickets bumped lately, so a cook can look one up again (FIELD-NOTES: keep a recall list).
import { Button, Group, Modal, Paper, ScrollArea, Text } from '@mantine/core';
import type { KitchenTicket } from '@sofre/engine/contracts';
import { formatNumber, formatTime } from '@sofre/web-shared';
import { useState } from 'react';
import { kdsMessages } from '../../messages/kds.messages.ts';
import { TicketLines } from './ticket-lines.tsx';

const text = kdsMessages.recall;

export function RecallStrip({ tickets }: { tickets: readonly KitchenTicket[] }) {
  const [shown, setShown] = useState<KitchenTicket>();
  if (tickets.length === 0) return null;
  return (
    <Paper p="sm" radius="md" withBorder data-testid="recall-strip">
      <Group gap="sm" wrap="nowrap">
        <Text fw={700} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {text.title}
        </Text>
        <ScrollArea type="never" style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            {tickets.map((t) => (
              <Button
                key={t.orderId}
                data-testid={`recall-${t.orderId}`}
                variant="default"
                onClick={() => setShown(t)}
              >
                {kdsMessages.ticket.number(formatNumber(t.number))}
                {t.readyAt && (
                  <Text span size="xs" c="dimmed" ms={8}>
                    {text.readyAt(formatTime(t.readyAt))}
                  </Text>
                )}
              </Button>
            ))}
          </Group>
        </ScrollArea>
      </Group>
      <Modal
        opened={shown !== undefined}
        onClose={() => setShown(undefined)}
        title={shown && kdsMessages.ticket.number(formatNumber(shown.number))}
        size="lg"
        centered
      >
        {shown && <TicketLines ticket={shown} />}
      </Modal>
    </Paper>
  );
}
