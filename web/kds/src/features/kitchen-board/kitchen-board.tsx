// The wall board: every open ticket of the kitchen-board topic, oldest first. New tickets and
// bumps arrive over the live connection; nothing is polled.
import { Center, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { KitchenTicket } from '@sofre/engine/contracts';
import { useNow } from '@sofre/web-shared';
import { kdsMessages } from '../../messages/kds.messages.ts';
import { TicketCard } from './ticket.card.tsx';

/** Oldest first: the kitchen works the queue in order. */
export const queueOrder = (tickets: Iterable<KitchenTicket>): KitchenTicket[] =>
  [...tickets].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.number - b.number);

export function KitchenBoard({ tickets }: { tickets: readonly KitchenTicket[] }) {
  // One clock for the whole board: every timer ticks together, once a second.
  const now = useNow(1000);
  if (tickets.length === 0) {
    return (
      <Center mih="60vh">
        <Stack align="center" gap="xs">
          <Title order={2} c="dimmed">
            {kdsMessages.emptyBoard}
          </Title>
          <Text c="dimmed">{kdsMessages.emptyBoardHint}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" data-testid="kitchen-board">
      {tickets.map((ticket) => (
        <TicketCard key={ticket.orderId} ticket={ticket} now={now} />
      ))}
    </SimpleGrid>
  );
}
