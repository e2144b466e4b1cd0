// Taking money at the counter: one method for what is due (or part of it), or a split bill across
// methods whose parts must add up to exactly what is due — what is left to split is shown live.
// Any change to the parts makes a new payment id, so a refused attempt is never replayed.
import { ActionIcon, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { isApiError, newId, paymentMethodLabels, useMoney } from '@sofre/web-shared';
import { useState } from 'react';
import { RialInput } from '../../back-office-ui/money-input.tsx';
import type { OnAccepted } from './order-command.ts';
import { orderDrawerMessages } from './order-drawer.messages.ts';
import { balanceDueOf } from './order-moves.ts';
import { usePayByPos } from './pay-by-pos.api.ts';
import {
  COUNTER_METHODS,
  firstPart,
  nextPart,
  payRequest,
  remainingOf,
  type CounterMethod,
  type PaymentPart,
} from './payment-parts.ts';

const m = orderDrawerMessages.pay;
const methods = COUNTER_METHODS.map((value) => ({ value, label: paymentMethodLabels[value] }));

export interface PaymentModalProps {
  readonly order: OrderTracker;
  readonly onClose: () => void;
  readonly onAccepted: OnAccepted;
}

function Remaining({ remaining, error }: { remaining: number; error: string | undefined }) {
  const money = useMoney();
  const settled = remaining === 0;
  return (
    <Group justify="space-between" data-testid="pay-remaining" data-remaining={remaining}>
      <Text size="sm" c={settled ? 'teal.8' : 'red.8'}>
        {settled ? m.settled : remaining < 0 ? m.over : m.remaining}
      </Text>
      {!settled && (
        <Text fw={700} c="red.8" className="tabular-nums">
          {money(Math.abs(remaining))}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" w="100%" data-testid="pay-parts-error">
          {error}
        </Text>
      )}
    </Group>
  );
}

export function PaymentModal({ order, onClose, onAccepted }: PaymentModalProps) {
  const money = useMoney();
  const due = balanceDueOf(order);
  const [parts, setPartsOnly] = useState<PaymentPart[]>(() => [firstPart(due)]);
  const [paymentId, setPaymentId] = useState(newId);
  const [transactionId, setTransactionId] = useState('');
  const pay = usePayByPos((accepted) => {
    onAccepted(accepted);
    onClose();
  });
  const setParts = (next: PaymentPart[]) => {
    setPartsOnly(next);
    setPaymentId(newId());
  };
  const setPart = (i: number, change: Partial<PaymentPart>) =>
    setParts(parts.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const request = payRequest(order.orderId, paymentId, due, parts);
  const split = parts.length > 1;
  const partsError = isApiError(pay.error) ? pay.error.fieldMessage('parts') : undefined;
  return (
    <Modal opened onClose={onClose} title={m.title} centered data-testid="pay-dialog">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>{m.due}</Text>
          <Text fw={700} className="tabular-nums" data-testid="pay-due">
            {money(due)}
          </Text>
        </Group>
        {parts.map((part, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap" data-testid="pay-part">
            <Select
              label={i === 0 ? m.method : undefined}
              data={methods}
              value={part.method}
              allowDeselect={false}
              onChange={(v) => v && setPart(i, { method: v as CounterMethod })}
              w={140}
              data-testid={`pay-part-method-${i}`}
            />
            <RialInput
              label={i === 0 ? m.amount : undefined}
              value={part.amount}
              onValue={(amount) => setPart(i, { amount })}
              style={{ flex: 1 }}
              data-testid={`pay-part-amount-${i}`}
            />
            {split && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={m.removePart}
                onClick={() => setParts(parts.filter((_, j) => j !== i))}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
        ))}
        <Button
          variant="subtle"
          disabled={parts.length >= COUNTER_METHODS.length}
          onClick={() => setParts([...parts, nextPart(due, parts)])}
          data-testid="pay-add-part"
        >
          {m.addPart}
        </Button>
        {split && <Remaining remaining={remainingOf(due, parts)} error={partsError} />}
        <TextInput
          label={m.transactionId}
          value={transactionId}
          onChange={(e) => setTransactionId(e.currentTarget.value)}
          maxLength={100}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button
            color="teal"
            disabled={!request}
            loading={pay.isPending}
            onClick={() =>
              request &&
              pay.mutate({
                ...request,
                ...(transactionId.trim() ? { transactionId: transactionId.trim() } : {}),
              })
            }
            data-testid="pay-submit"
          >
            {m.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
