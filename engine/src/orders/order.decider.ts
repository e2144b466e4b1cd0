// The order aggregate: decide asks the rulebook (order.machine.ts) and answers with events;
// evolve folds them back (order.state.ts). Pure: time and ids arrive in command.metadata.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import { changeOrderState } from './change-order-state.decide.ts';
import { changeDeliveryMethod, editOrder } from './edit-order.decide.ts';
import type { OrderCommand } from './order.commands.ts';
import { orderEventCodec, orderStreamName, type OrderEvent } from './order.events.ts';
import {
  evolveOrder,
  initialOrderState,
  type ExistingOrder,
  type OrderState,
} from './order.state.ts';
import { changePaymentMethod, payOrder } from './pay-order.decide.ts';
import { editBill } from './edit-bill.decide.ts';
import { callCustomer, changeTable } from './order-table.decide.ts';
import { refundOrder, settleRefund } from './refund-order.decide.ts';
import { returnToKitchen } from './return-to-kitchen.decide.ts';
import { submitOrder } from './submit-order.decide.ts';

const existing = (state: OrderState, orderId: string): ExistingOrder => {
  if (state.status === 'NONE') throw domainError('ORDER_NOT_FOUND', { orderId });
  return state;
};

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'SubmitOrder':
      return submitOrder(command, state);
    case 'ChangeOrderState':
      return changeOrderState(command, existing(state, command.data.orderId));
    case 'PayOrder':
      return payOrder(command, existing(state, command.data.orderId));
    case 'EditOrder':
      return editOrder(command, existing(state, command.data.orderId));
    case 'ChangeOrderPaymentMethod':
      return changePaymentMethod(command, existing(state, command.data.orderId));
    case 'ChangeOrderDeliveryMethod':
      return changeDeliveryMethod(command, existing(state, command.data.orderId));
    case 'EditBill':
      return editBill(command, existing(state, command.data.orderId));
    case 'RefundOrder':
      return refundOrder(command, existing(state, command.data.orderId));
    case 'SettleOrderRefund':
      return settleRefund(command, existing(state, command.data.orderId));
    case 'ChangeOrderTable':
      return changeTable(command, existing(state, command.data.orderId));
    case 'CallCustomer':
      return callCustomer(command, existing(state, command.data.orderId));
    case 'ReturnToKitchen':
      return returnToKitchen(command, existing(state, command.data.orderId));
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: initialOrderState,
  decide: decideOrder,
  evolve: evolveOrder,
};

/** What the shared command handler needs to run order commands. */
export const orderAggregate: Aggregate<OrderState, OrderCommand, OrderEvent> = {
  decider: orderDecider,
  codec: orderEventCodec,
  streamName: (command) => orderStreamName(command.metadata.vendorId, command.data.orderId),
  notFound: 'ORDER_NOT_FOUND',
};
