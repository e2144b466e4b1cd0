// The kitchen display: the live board of open tickets, with the recall strip at the bottom.
import { Alert, AppShell, Box } from '@mantine/core';
import type { KitchenTicket } from '@sofre/engine/contracts';
import { formatNumber, useLiveTopic } from '@sofre/web-shared';
import { useMemo } from 'react';
import { KitchenBoard, queueOrder } from '../features/kitchen-board/kitchen-board.tsx';
import { RecallStrip } from '../features/kitchen-board/recall.strip.tsx';
import { useNewTicketAlert } from '../features/kitchen-board/use-new-ticket-alert.ts';
import { useShift } from '../features/shift/use-shift.ts';
import { kdsMessages } from '../messages/kds.messages.ts';
import { KdsHeader } from './kds-header.tsx';

export function KdsScreen() {
  const board = useLiveTopic<KitchenTicket>('kitchen-board');
  const tickets = useMemo(() => queueOrder(board.rows.values()), [board.rows]);
  const ids = useMemo(() => tickets.map((t) => t.orderId), [tickets]);
  const shift = useShift();
  useNewTicketAlert(ids, board.synced, shift.chime);

  return (
    <AppShell header={{ height: 72 }} padding="md">
      <AppShell.Header>
        <KdsHeader queue={tickets.length} shift={shift} />
      </AppShell.Header>
      <AppShell.Main>
        {board.hidden > 0 && (
          // The board starts from the newest tickets; older open ones are counted, not lost.
          <Alert color="yellow" mb="md" fz="lg" data-testid="hidden-tickets">
            {kdsMessages.hiddenTickets(formatNumber(board.hidden))}
          </Alert>
        )}
        <Box pb={board.closed.length > 0 ? 96 : 0}>
          <KitchenBoard tickets={tickets} />
        </Box>
        <Box pos="fixed" bottom={12} left={12} right={12}>
          <RecallStrip tickets={board.closed} />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
