// Taking an order, every way one is taken (ARCHITECTURE decision 11): the POS's salon order, the
// counter's quick order, the kiosk, a postpaid bill and its rounds (and the cashier's edit of an
// order's lines, priced the same way), the site's cart checkout and a table's cart added to its
// open bill. Each looks up what it needs through OrderFacts, prices, applies the discount code,
// and writes through the workflows that already decide each step: placeOrder (claims a limited
// code's use and gives it back when the order is refused), submitCart, addCartToBill; a site cart
// is loaded and held to the menu as it sells now by the workflow itself (cart-ways.ts). Ids and time
// come in (metadata, newId); nothing here touches Node, so a browser can run it.
import { placeOrder } from '../orders/place-order.workflow.ts';
import { DomainError, isDomainError } from '../shared/domain-error.ts';
import { cartCheckout, cartRound } from './cart-ways.ts';
import { codeUseClaim } from './order-code.ts';
import { addRound, type OrderEditRequest } from './order-round.ts';
import { withOrderUsage } from './order-usage.ts';
import {
  overridesPrice,
  staffOrderCommand,
  type StaffOrderExtra,
  type StaffOrderRequest,
} from './staff-order.ts';
import type {
  OrderTaken,
  TakeOrderInputs,
  TakeOrderOutcome,
  TakeOrderWish,
} from './take-order.types.ts';

export type * from './take-order.types.ts';

type StaffWay = 'salon' | 'quick' | 'kiosk' | 'postpaid';

const staffExtra: Record<StaffWay, StaffOrderExtra> = {
  salon: {},
  quick: { source: 'SALON' },
  postpaid: { source: 'SALON' },
  kiosk: { source: 'KIOSK' },
};

export async function takeOrder(
  inputs: TakeOrderInputs,
  wish: TakeOrderWish,
): Promise<TakeOrderOutcome> {
  try {
    switch (wish.way) {
      case 'salon':
      case 'quick':
      case 'kiosk':
      case 'postpaid':
        if (overridesPrice(wish.order) && !inputs.permissions.has('orders.change-price'))
          return { outcome: 'forbidden', permission: 'orders.change-price' };
        return await withOrderUsage(inputs, wish.order.id, () =>
          staffOrder(inputs, wish.way, wish.order),
        );
      case 'round':
      case 'edit':
        return await round(inputs, wish.way, wish.edit);
      case 'cart':
        return await cartCheckout(inputs, wish);
      case 'cart-round':
        return await cartRound(inputs, wish);
      default:
        return wish satisfies never;
    }
  } catch (error) {
    if (isDomainError(error)) return { outcome: 'refused', error };
    throw error;
  }
}

const orderNotFound = () => new DomainError('ORDER_NOT_FOUND');

async function staffOrder(
  { store, facts, metadata, newId, onCompensationFailed }: TakeOrderInputs,
  way: StaffWay,
  order: StaffOrderRequest,
): Promise<OrderTaken> {
  const { command, codeUse } = await staffOrderCommand(facts, order, staffExtra[way], metadata);
  const claim = codeUse && (await codeUseClaim(facts, metadata.vendorId, codeUse));
  const placed = await placeOrder(
    store,
    { submit: command, newId, ...(claim ? { codeUse: claim } : {}) },
    (error) => onCompensationFailed?.('could not give a code use back', error),
  );
  const { state, position, repeated } = placed.result;
  if (state.status === 'NONE') throw orderNotFound();
  const orderId = command.data.orderId;
  return {
    outcome: 'taken',
    way,
    orderId,
    status: state.status,
    position,
    repeated,
    codeUse: placed.codeUse,
  };
}

async function round(
  { store, facts, metadata, newId }: TakeOrderInputs,
  way: 'round' | 'edit',
  edit: OrderEditRequest,
): Promise<OrderTaken> {
  const kind = way === 'round' ? 'EditBill' : 'EditOrder';
  const { state, position, repeated } = await addRound(store, facts, kind, edit, metadata, newId);
  if (state.status === 'NONE') throw orderNotFound();
  const { orderId } = edit;
  return {
    outcome: 'taken',
    way,
    orderId,
    status: state.status,
    position,
    repeated,
    codeUse: 'none',
  };
}
