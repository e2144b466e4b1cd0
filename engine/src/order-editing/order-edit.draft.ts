// Editing an order that already exists (spec §3 "Order-editing draft"): its lines, the lines
// taken out (kept so they can be restored) and what decides whether counts may grow.
import type { DeliveryType, OrderStatus, PaymentMethod } from '../shared/enums.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import { priceOrder } from '../pricing/price-order.ts';
import type { PriceBreakdown, PricingInput } from '../pricing/pricing.schemas.ts';
import { canAdd, checkOrderEdit } from './order-edit.rules.ts';

export interface OrderEditDraft {
  /** The order as it was when editing began; the cap on counts is measured against it. */
  readonly original: {
    readonly lines: readonly OrderLine[];
    readonly status: OrderStatus;
    readonly deliveryType: DeliveryType;
  };
  readonly lines: readonly OrderLine[];
  readonly removedItems: readonly OrderLine[];
  /** Counts may grow past the original: on exactly while the order is SUBMITTED (canAdd, rules). */
  readonly canAdd: boolean;
  readonly paymentType: PaymentMethod;
}

export const startOrderEdit = (args: {
  lines: readonly OrderLine[];
  status: OrderStatus;
  deliveryType: DeliveryType;
}): OrderEditDraft => ({
  original: { lines: args.lines, status: args.status, deliveryType: args.deliveryType },
  lines: args.lines,
  removedItems: [],
  canAdd: canAdd(args.status),
  paymentType: 'CARD',
});

/** Edit line (spec §3) as sent to the server: one packagingCost, the one the order pays. */
export interface EditLine {
  readonly id: string;
  readonly menuItemId: string;
  readonly title: string;
  readonly count: number;
  readonly price: number;
  readonly discount: number;
  readonly packagingCost: number;
  readonly toppings: readonly OrderLine['orderItemToppings'][number][];
}

export const toEditLine = (line: OrderLine, deliveryType: DeliveryType): EditLine => ({
  id: line.tempId,
  menuItemId: line.menuItemId,
  title: line.title,
  count: line.count,
  price: line.price,
  discount: line.discount,
  // Spec §4: a salon (SERVE) order pays the serve packaging cost.
  packagingCost: deliveryType === 'SERVE' ? line.servePackagingCost : line.packagingCost,
  toppings: line.orderItemToppings,
});

export const priceEditDraft = (
  draft: OrderEditDraft,
  rest: Omit<PricingInput, 'lines' | 'deliveryType'>,
): PriceBreakdown =>
  priceOrder({ ...rest, lines: [...draft.lines], deliveryType: draft.original.deliveryType });

/** The finished edit as the server receives it; the server runs checkOrderEdit again. */
export function finishEdit(draft: OrderEditDraft): EditLine[] {
  checkOrderEdit({
    original: draft.original.lines,
    edited: draft.lines,
    status: draft.original.status,
  });
  return draft.lines.map((l) => toEditLine(l, draft.original.deliveryType));
}
