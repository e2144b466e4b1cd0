// The whole order's button: accept an order not confirmed yet, or make it ready ("آماده شد",
// PATCH /api/orders/state) — the expo's move, beside the stations' own bumps. An order that can
// be neither (in a phone call, no delivery type yet) says its status on the disabled button.
import { Button } from '@mantine/core';
import type { KitchenTicket } from '@sofre/engine/contracts';
import { orderStatusLabels } from '@sofre/web-shared';
import { kdsMessages } from '../../messages/kds.messages.ts';
import { useChangeOrderState } from './change-order-state.api.ts';
import { awaitsConfirmation, readyStatusOf } from './kitchen-moves.ts';

const text = kdsMessages.ticket;

export function TicketAction({
  ticket,
}: {
  ticket: Pick<KitchenTicket, 'orderId' | 'status' | 'deliveryType'>;
}) {
  const change = useChangeOrderState();
  const ready = readyStatusOf(ticket);
  const { orderId } = ticket;
  if (!ready && awaitsConfirmation(ticket)) {
    return (
      <Button
        data-testid={`accept-${orderId}`}
        size="lg"
        variant="outline"
        fullWidth
        loading={change.isPending}
        onClick={() => change.mutate({ orderId, status: 'CONFIRMED' })}
      >
        {text.accept}
      </Button>
    );
  }
  return (
    <Button
      data-testid={`bump-${orderId}`}
      data-ready-status={ready}
      data-status={ticket.status}
      size="xl"
      h={72}
      fz={26}
      fullWidth
      color="green.9"
      disabled={!ready || change.isSuccess}
      loading={change.isPending}
      onClick={() => ready && change.mutate({ orderId, status: ready })}
    >
      {change.isSuccess ? text.bumped : ready ? text.bump : orderStatusLabels[ticket.status]}
    </Button>
  );
}
