// The POS draft reducer: pure and framework-free, so the web POS can drive it from an XState
// machine and the tests can drive it directly. It never throws: an action that does not apply
// (an unknown tempId from a double click, a negative tip) returns the same draft unchanged,
// which `canApply` turns into a guard. Submission rules live in checkPosDraft.
import { ORDER_LIMITS } from '../contracts/order-limits.ts';
import { Rial } from '../shared/money.ts';
import { OrderDiscount } from '../pricing/pricing.schemas.ts';
import { carriesDeliveryCost } from '../pricing/price-order.ts';
import type { PosDraftAction } from './pos-draft.actions.ts';
import { defaultPaymentParts, MAX_PAYMENT_PARTS, PaymentPart } from './pos-draft.payment.ts';
import { emptyPosDraft, PosCustomer, type PosDraft } from './pos-draft.state.ts';
import {
  changeCount,
  freeLine,
  hasPaidLines,
  mergeLine,
  noteLine,
  paidLine,
} from './pos-draft.lines.ts';

/** The contract's bounds (order-limits.ts): the POS never builds an order the gateway refuses. */
function withinOrderLimits(lines: PosDraft['lines']): boolean {
  let items = 0;
  for (const line of lines) {
    if (line.count > ORDER_LIMITS.lineCount) return false;
    items += line.count;
  }
  return lines.length <= ORDER_LIMITS.lines && items <= ORDER_LIMITS.items;
}

/** Money and head counts are whole and never negative. */
const isWhole = (n: number) => Rial.safeParse(n).success;

/**
 * Replaces the lines; when no paid line is left the whole order is reset (spec §4): a draft
 * holding only gifts, a table and a discount is not an order anyone is taking.
 */
function withLines(draft: PosDraft, lines: PosDraft['lines']): PosDraft {
  return hasPaidLines(lines) ? { ...draft, lines } : emptyPosDraft();
}

function lineAction(draft: PosDraft, tempId: string, change: 'inc' | 'dec' | 'remove'): PosDraft {
  const line = draft.lines.find((l) => l.tempId === tempId);
  if (!line) return draft;
  // A gift's count is set by its discount code; the cashier can only drop it.
  if (line.isFreeItem && change !== 'remove') return draft;
  if (change === 'remove')
    return withLines(
      draft,
      draft.lines.filter((l) => l !== line),
    );
  return withLines(draft, changeCount(draft.lines, tempId, change === 'inc' ? 1 : -1));
}

/** Another customer takes the address (and its delivery price) with them: it was theirs. */
function withCustomer(draft: PosDraft, customer: PosDraft['customer']): PosDraft {
  if (customer && !PosCustomer.safeParse(customer).success) return draft;
  const current = draft.customer;
  if (customer?.id !== current?.id)
    return { ...draft, customer, selectedAddressId: null, deliveryCost: 0 };
  const same = customer?.name === current?.name && customer?.phone === current?.phone;
  return same ? draft : { ...draft, customer };
}

/** A split's shares, for a MULTI order only: one to MAX_PAYMENT_PARTS valid parts. */
function withParts(draft: PosDraft, parts: readonly PaymentPart[]): PosDraft {
  const valid =
    draft.paymentType === 'MULTI' &&
    parts.length > 0 &&
    parts.length <= MAX_PAYMENT_PARTS &&
    parts.every((p) => PaymentPart.safeParse(p).success);
  return valid ? { ...draft, multiPayment: [...parts] } : draft;
}

export function posDraftReducer(draft: PosDraft, action: PosDraftAction): PosDraft {
  switch (action.type) {
    case 'addItem': {
      const lines = mergeLine(draft.lines, paidLine(action.line));
      return withinOrderLimits(lines) ? { ...draft, lines } : draft;
    }
    case 'increment': {
      const next = lineAction(draft, action.tempId, 'inc');
      return withinOrderLimits(next.lines) ? next : draft;
    }
    case 'decrement':
      return lineAction(draft, action.tempId, 'dec');
    case 'removeLine':
      return lineAction(draft, action.tempId, 'remove');
    case 'setLineNote': {
      const lines = noteLine(draft.lines, action.tempId, action.note);
      return lines && withinOrderLimits(lines) ? { ...draft, lines } : draft;
    }
    case 'applyFreeItems':
      // Gifts come with a paid order, never alone.
      if (!hasPaidLines(draft.lines)) return draft;
      return { ...draft, lines: action.items.map(freeLine).reduce(mergeLine, draft.lines) };
    case 'setDiscount': {
      const { discountType: type, amount, cap } = action;
      if (!OrderDiscount.safeParse({ type, amount, cap }).success) return draft;
      return { ...draft, discountType: type, discountAmount: amount, discountCap: cap };
    }
    case 'removeDiscount':
      // Spec §4: removing a discount leaves MONEY 0, not the PERCENTAGE default.
      return { ...draft, discountType: 'MONEY', discountAmount: 0, discountCap: undefined };
    case 'setCouponCode':
      return {
        ...draft,
        couponCode: action.code,
        freeShipping: action.code !== null && action.freeShipping === true,
      };
    case 'setDeliveryType': {
      // A courier's address and cost left over from a delivery order must not reappear later.
      if (carriesDeliveryCost(action.deliveryType))
        return { ...draft, deliveryType: action.deliveryType };
      return {
        ...draft,
        deliveryType: action.deliveryType,
        deliveryCost: 0,
        selectedAddressId: null,
      };
    }
    case 'setPaymentType': {
      const { paymentType } = action;
      if (paymentType !== 'MULTI') return { ...draft, paymentType, multiPayment: [] };
      const multiPayment =
        draft.multiPayment.length > 0 ? draft.multiPayment : defaultPaymentParts();
      return { ...draft, paymentType, multiPayment };
    }
    case 'setPaymentParts':
      return withParts(draft, action.parts);
    case 'setTable':
      return { ...draft, tableNumber: action.tableNumber };
    case 'setCustomer':
      return withCustomer(draft, action.customer);
    case 'setAddress':
      // An address is the customer's, for a courier, at a price in whole Rial.
      return draft.customer &&
        carriesDeliveryCost(draft.deliveryType) &&
        isWhole(action.deliveryCost)
        ? { ...draft, selectedAddressId: action.addressId, deliveryCost: action.deliveryCost }
        : draft;
    case 'setNumberOfCustomers':
      return isWhole(action.count) ? { ...draft, numberOfCustomer: action.count } : draft;
    case 'setPreparationTime':
      // Kept even when too short, so the form can show PREPARATION_TIME_TOO_SHORT beside it.
      return Number.isInteger(action.minutes) && action.minutes > 0
        ? { ...draft, preparationTime: action.minutes }
        : draft;
    case 'setTip':
      return isWhole(action.amount) ? { ...draft, tip: action.amount } : draft;
    case 'setDeliveryCost':
      return isWhole(action.amount) && carriesDeliveryCost(draft.deliveryType)
        ? { ...draft, deliveryCost: action.amount }
        : draft;
    case 'setDescription':
      return { ...draft, description: action.text };
    case 'reset':
      return emptyPosDraft();
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** Whether the reducer accepts the action: a guard for the POS machine and its buttons. */
export const canApply = (draft: PosDraft, action: PosDraftAction): boolean =>
  posDraftReducer(draft, action) !== draft;
