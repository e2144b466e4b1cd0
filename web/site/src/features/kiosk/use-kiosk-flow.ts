// The kiosk's workflow with the real calls: the order placed under the client's id and read back
// for its number, then each try at the reader a new transaction (initialpospayment), the card
// charged by the reader, and the reader's answer passed on (approvepospayment).
import type { PosPaymentAnswer } from '@sofre/engine/contracts';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '../../common/use-machine.ts';
import { chargeAtReader, newId, type CardReader } from '@sofre/web-shared';
import { requestLines, type KioskCart } from './kiosk-cart.ts';
import { kioskFlowMachine, type CardOutcome, type PlacedOrder } from './kiosk-flow.machine.ts';
import {
  answerCardPayment,
  getPlacedOrder,
  placeKioskOrder,
  startCardPayment,
  withdrawOrder,
} from './kiosk.api.ts';

async function placeOrder(orderId: string, cart: KioskCart): Promise<PlacedOrder> {
  const accepted = await placeKioskOrder({ id: orderId, lines: requestLines(cart) });
  const order = await getPlacedOrder(accepted);
  return { orderId: order.orderId, number: order.number };
}

async function payAtReader(reader: CardReader, pending: PosPaymentAnswer): Promise<CardOutcome> {
  const result = await chargeAtReader(reader, pending, answerCardPayment);
  return result.status === 'DONE' ? { paid: true, amount: result.amount } : { paid: false };
}

export function useKioskFlow(reader: CardReader, terminalId: string) {
  const [machine] = useState(() =>
    kioskFlowMachine.provide({
      actors: {
        placeOrder: fromPromise<PlacedOrder, { orderId: string; cart: KioskCart }>(({ input }) =>
          placeOrder(input.orderId, input.cart),
        ),
        startCharge: fromPromise<PosPaymentAnswer, { orderId: string }>(({ input }) =>
          startCardPayment({
            orderId: input.orderId,
            transactionId: newId(),
            terminalId,
            kiosk: true,
          }),
        ),
        readCard: fromPromise<CardOutcome, { pending: PosPaymentAnswer }>(({ input }) =>
          payAtReader(reader, input.pending),
        ),
      },
      actions: {
        // Best effort, and nothing to tell the next customer: a refusal leaves it to the counter.
        withdrawOrder: (_, { orderId }) => void withdrawOrder(orderId).catch(() => undefined),
      },
    }),
  );
  return useMachine(machine);
}
