// Giving money back: all that is refundable, an amount, or units of lines. A refusal is not
// toasted (spec §8: the refund passes the server's body on): its message is shown here, beside
// what was typed. Any change makes a new refund id, so a refused attempt is never replayed.
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { isApiError, newId, useMoney } from '@sofre/web-shared';
import { useState } from 'react';
import { RialInput } from '../../back-office-ui/money-input.tsx';
import { RefundLinesField } from './refund-lines.field.tsx';
import type { OnAccepted } from './order-command.ts';
import { orderDrawerMessages } from './order-drawer.messages.ts';
import { refundableOf } from './order-moves.ts';
import { useRefundOrder } from './refund-order.api.ts';
import {
  linesEstimate,
  refundRequest,
  type RefundChoice,
  type RefundKind,
} from './refund-choice.ts';

const m = orderDrawerMessages.refund;

export interface RefundModalProps {
  readonly order: OrderTracker;
  readonly onClose: () => void;
  readonly onAccepted: OnAccepted;
}

export function RefundModal({ order, onClose, onAccepted }: RefundModalProps) {
  const money = useMoney();
  const refundable = refundableOf(order);
  const [choice, setChoiceOnly] = useState<RefundChoice>({ kind: 'amount', amount: undefined });
  const [reason, setReasonOnly] = useState('');
  const [refundId, setRefundId] = useState(newId);
  const refund = useRefundOrder((accepted) => {
    onAccepted(accepted);
    onClose();
  });
  const setChoice = (next: RefundChoice) => {
    setChoiceOnly(next);
    setRefundId(newId());
  };
  const setReason = (next: string) => {
    setReasonOnly(next);
    setRefundId(newId());
  };
  const request = refundRequest(order, refundId, choice, refundable, reason);
  const failure = isApiError(refund.error) ? refund.error : undefined;
  const tooMuch = choice.kind === 'amount' && (choice.amount ?? 0) > refundable;
  const kinds: RefundKind[] = ['all', 'amount', 'lines'];
  return (
    <Modal opened onClose={onClose} title={m.title} centered data-testid="refund-dialog">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>{m.refundable}</Text>
          <Text fw={700} className="tabular-nums" data-testid="refund-refundable">
            {money(refundable)}
          </Text>
        </Group>
        <SegmentedControl
          fullWidth
          value={choice.kind}
          onChange={(kind) =>
            setChoice(
              kind === 'all'
                ? { kind: 'all' }
                : kind === 'amount'
                  ? { kind: 'amount', amount: undefined }
                  : { kind: 'lines', counts: {} },
            )
          }
          data={kinds.map((value) => ({ value, label: m.kinds[value] }))}
          data-testid="refund-kind"
        />
        {choice.kind === 'amount' && (
          <RialInput
            label={m.amount}
            value={choice.amount}
            onValue={(amount) => setChoice({ kind: 'amount', amount })}
            error={tooMuch ? m.tooMuch : failure?.fieldMessage('amount')}
            data-testid="refund-amount"
          />
        )}
        {choice.kind === 'lines' && (
          <>
            <RefundLinesField
              order={order}
              counts={choice.counts}
              onChange={(counts) => setChoice({ kind: 'lines', counts })}
            />
            <Text size="xs" c="dimmed">
              {`${m.estimate}: ${money(linesEstimate(order, choice.counts))}`}
            </Text>
          </>
        )}
        <TextInput
          label={m.reason}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          data-testid="refund-reason"
        />
        {failure && (
          <Alert color="red" variant="light" data-testid="refund-error">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button
            color="grape"
            disabled={!request}
            loading={refund.isPending}
            onClick={() => request && refund.mutate(request)}
            data-testid="refund-submit"
          >
            {m.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
