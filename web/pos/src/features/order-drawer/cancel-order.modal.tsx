// Cancelling an order (REJECTED) with the cashier's reason, which the kitchen and the reports see.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { useState } from 'react';
import { useChangeOrderState } from './change-order-state.api.ts';
import type { OnAccepted } from './order-command.ts';
import { orderDrawerMessages } from './order-drawer.messages.ts';

const m = orderDrawerMessages.cancel;

export interface CancelOrderModalProps {
  readonly order: OrderTracker;
  readonly onClose: () => void;
  readonly onAccepted: OnAccepted;
}

export function CancelOrderModal({ order, onClose, onAccepted }: CancelOrderModalProps) {
  const [reason, setReason] = useState('');
  const reject = useChangeOrderState((accepted) => {
    onAccepted(accepted);
    onClose();
  });
  const why = reason.trim();
  return (
    <Modal opened onClose={onClose} title={m.title} centered data-testid="cancel-dialog">
      <Stack gap="sm">
        <Text size="sm">{m.question}</Text>
        <Textarea
          label={m.reason}
          placeholder={m.placeholder}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          data-testid="cancel-reason"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {m.back}
          </Button>
          <Button
            color="red"
            disabled={why === ''}
            loading={reject.isPending}
            onClick={() =>
              reject.mutate({ orderId: order.orderId, status: 'REJECTED', reason: why })
            }
            data-testid="cancel-submit"
          >
            {m.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
