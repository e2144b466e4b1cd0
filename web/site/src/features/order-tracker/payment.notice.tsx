// What became of the payment the customer comes back from (?payment=ok|failed, set by
// /api/transactions/verify), and a way to pay an online order still waiting for its money: a
// cancelled or failed payment leaves the order SUBMITTED, and «پرداخت دوباره» starts a new one.
import { Alert, Button, Stack } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import type { PaymentOutcome } from '../../common/site-paths.ts';
import { usePayOrder } from '../../common/payment.api.ts';
import { paymentMessages as text } from '../../messages/payment.messages.ts';

export interface PaymentNoticeProps {
  readonly order: OrderTracker;
  readonly payment: PaymentOutcome | undefined;
  readonly table: string | undefined;
}

/** An online order the restaurant waits to be paid before it cooks. */
export const awaitsPayment = (order: OrderTracker): boolean =>
  order.status === 'SUBMITTED' &&
  order.paymentMethod === 'ONLINE' &&
  order.amountPaid < order.finalPrice;

export function PaymentNotice({ order, payment, table }: PaymentNoticeProps) {
  const pay = usePayOrder(table);
  const waiting = awaitsPayment(order);
  const paid = payment === 'ok' && !waiting;
  if (!paid && !waiting) return null;
  return (
    <Stack gap="xs" data-testid="payment-notice" data-payment={paid ? 'ok' : 'waiting'}>
      {paid && (
        <Alert color="green" variant="light" data-testid="payment-ok">
          {text.ok}
        </Alert>
      )}
      {waiting && (
        <Alert
          color={payment === 'failed' ? 'red' : 'orange'}
          variant="light"
          data-testid="payment-failed"
        >
          {payment === 'failed' ? text.failed : text.awaiting}
        </Alert>
      )}
      {waiting && (
        <Button
          size="md"
          loading={pay.isPending}
          onClick={() => pay.mutate(order.orderId)}
          data-testid="payment-retry"
        >
          {payment === 'failed' ? text.retry : text.pay}
        </Button>
      )}
    </Stack>
  );
}
