// The dishes of a ticket in large type: count × title, toppings under it, the note highlighted.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { KitchenTicket } from '@sofre/engine/contracts';
import { formatNumber } from '@sofre/web-shared';
import { kdsMessages } from '../../messages/kds.messages.ts';

const text = kdsMessages.ticket;

const toppingText = (toppings: KitchenTicket['lines'][number]['toppings']) =>
  toppings.map((t) => (t.count > 1 ? `${t.title} ×${formatNumber(t.count)}` : t.title)).join('، ');

function Remark({ label, value }: { label: string; value: string }) {
  return (
    <Paper bg="yellow.3" c="dark.9" p="xs" radius="sm" data-testid="ticket-remark">
      <Text fw={800} size="lg">
        {label}: {value}
      </Text>
    </Paper>
  );
}

export function TicketLines({ ticket }: { ticket: KitchenTicket }) {
  return (
    <Stack gap="xs">
      {ticket.lines.map((line, i) => (
        <Stack key={i} gap={0}>
          <Group gap="sm" wrap="nowrap" align="baseline">
            <Text fw={800} fz={26} c="sofre.4" miw={40} className="tabular-nums">
              {formatNumber(line.count)}×
            </Text>
            <Text fw={700} fz={24} lh={1.3}>
              {line.title}
            </Text>
            {line.isFreeItem && <Badge color="grape">{text.free}</Badge>}
          </Group>
          {line.toppings.length > 0 && (
            <Text fz={18} c="gray.4" ps={48}>
              + {toppingText(line.toppings)}
            </Text>
          )}
          {line.note && (
            <Text fz={20} fw={700} c="yellow.4" ps={48} data-testid="line-note">
              ✎ {line.note}
            </Text>
          )}
        </Stack>
      ))}
      {ticket.description && <Remark label={text.description} value={ticket.description} />}
      {ticket.note && <Remark label={text.note} value={ticket.note} />}
    </Stack>
  );
}
