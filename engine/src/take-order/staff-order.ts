// An order staff take (the POS's salon order, the counter's quick order, the kiosk, a postpaid
// bill): priced from the menu selling now with the vendor's settings, its customer, table and
// courier terms looked up, its discount code applied; confirmed at once — unless the order must
// wait for its money first (a kiosk's order: paid at its reader).
import type { z } from 'zod';
import { resolveOrderLines } from '../catalog/resolve-order-lines.ts';
import type {
  CreateOrderRequest,
  PostpaidOrderRequest,
  QuickOrderRequest,
} from '../contracts/orders.contract.ts';
import { SubmitOrderData, type SubmitOrder } from '../orders/order.commands.ts';
import { isPrepaidOrder } from '../orders/order.state.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { courierTerms, goesByCourier } from './courier-terms.ts';
import { knownCustomer } from './known-customer.ts';
import { applyOrderCode, type CodeUseToClaim } from './order-code.ts';
import type { OrderFacts } from './order-facts.port.ts';
import { tableOnFloor } from './table-on-floor.ts';

export type StaffOrderRequest =
  | z.output<typeof CreateOrderRequest>
  | z.output<typeof PostpaidOrderRequest>
  | z.output<typeof QuickOrderRequest>;

/** What the way an order is taken sets beyond its request (its source). */
export type StaffOrderExtra = Partial<z.input<typeof SubmitOrderData>>;

export interface StaffOrderToSubmit {
  readonly command: SubmitOrder;
  /** A limited discount code's use to hold while the order is submitted. */
  readonly codeUse?: CodeUseToClaim;
}

/** Lines that carry their own price: only someone who may change prices sends them. */
export const overridesPrice = (order: StaffOrderRequest) =>
  order.lines.some((l) => l.price !== undefined);

/** The order id is the client's (decision 4): a resubmission is a repeat. */
export async function staffOrderCommand(
  facts: OrderFacts,
  order: StaffOrderRequest,
  extra: StaffOrderExtra,
  metadata: CommandMetadata,
): Promise<StaffOrderToSubmit> {
  const { vendorId } = metadata;
  const { id: orderId, lines: requested, discount, preparationTime, couponCode, ...given } = order;
  const deliveryType = extra.deliveryType ?? given.deliveryType;
  // A courier order: the customer whose address it goes to, at that address's zone price.
  const courier = goesByCourier(deliveryType)
    ? await courierTerms(facts, vendorId, 'addressId' in given ? given.addressId : undefined)
    : undefined;
  const customer = await knownCustomer(
    facts,
    vendorId,
    courier ? { ...courier.customer, ...given.customer, id: courier.customer.id } : given.customer,
  );
  const tableNumber =
    'tableNumber' in given && given.tableNumber !== undefined
      ? await tableOnFloor(facts, vendorId, given.tableNumber)
      : undefined;
  const rest = {
    ...given,
    ...(customer ? { customer } : {}),
    ...(tableNumber ? { tableNumber } : {}),
    ...(courier ? { deliveryCost: courier.deliveryCost } : {}),
  };
  // What sells now (food shifts, Tehran time): an item outside its shifts is ITEM_NOT_SELLING_NOW.
  const menu = await facts.menuSellingNow(vendorId, metadata.now);
  // Sold on the order's channel too (a salon-only dish is not sold at the kiosk).
  const channel = extra.source ?? ('source' in rest ? rest.source : undefined);
  const lines = resolveOrderLines(menu, requested, (i) => `${orderId}:${i}`, channel);
  // A code decides the discount, the delivery cost and any gifts; it is checked at the command's
  // instant, for the order's customer.
  const coded =
    couponCode === undefined
      ? undefined
      : await applyOrderCode(
          facts,
          vendorId,
          { text: couponCode, customerId: customer?.id, now: metadata.now, orderId },
          {
            lines,
            discount,
            deliveryCost:
              courier?.deliveryCost ?? ('deliveryCost' in order ? order.deliveryCost : undefined),
          },
        );
  const terms = coded?.terms ?? { lines, discount: discount ?? undefined };
  const vendor = await facts.vendorTerms(vendorId);
  const parsed = SubmitOrderData.parse({
    ...rest,
    ...extra,
    ...terms,
    orderId,
    preparationTime: preparationTime ?? vendor.preparationTime,
    pricingSettings: vendor.pricingSettings,
    confirm: true,
  });
  const data = isPrepaidOrder(parsed) ? { ...parsed, confirm: false } : parsed;
  const command: SubmitOrder = { type: 'SubmitOrder', data, metadata };
  return { command, ...(coded?.codeUse ? { codeUse: coded.codeUse } : {}) };
}
