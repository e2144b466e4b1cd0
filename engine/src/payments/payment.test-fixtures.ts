// Commands and events for payment tests, with the fields a test does not care about filled in.
import type { CommandMetadata } from '../shared/messages.ts';
import type { PaymentCommandOf, PaymentCommandType } from './payment.commands.ts';
import { PaymentInitiated, PaymentRequestCreated, PaymentVerified } from './payment.events.ts';

export const metadata: CommandMetadata = {
  commandId: 'cmd-1',
  vendorId: 'vendor-1',
  actor: { userId: 'customer-1', kind: 'CUSTOMER' },
  now: '2025-03-21T08:30:00.000Z',
};

export const paymentCommand = <T extends PaymentCommandType>(
  type: T,
  data: PaymentCommandOf<T>['data'],
): PaymentCommandOf<T> => ({ type, data, metadata });

export const transactionId = 'tx-1';
export const authority = 'A000000000000000000000000000000abcde';
/** 2,450,000 Rial: a kabab meal. */
export const amount = 2_450_000;

export const initiated = PaymentInitiated({
  transactionId,
  orderId: 'order-1',
  amount,
  gateway: 'ZARIN_PAL',
  paymentMethod: 'ONLINE',
});
export const requestCreated = PaymentRequestCreated({ transactionId, authority });
export const verified = PaymentVerified({ transactionId, amount, referenceId: '201' });

export const paidResult = (paid = amount, gatewayCode = 100) =>
  ({ outcome: 'PAID', amount: paid, referenceId: '201', gatewayCode }) as const;
