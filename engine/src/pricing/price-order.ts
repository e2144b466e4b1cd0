// Prices an order: the POS draft, the order editor and the server use this one function.
//
// Order of operations (each named step is rounded once, to whole Rial):
//  1. goods     = items + toppings of paid lines. A free line (FREEITEM gift) costs nothing:
//                 item and toppings at 0, and its packaging is waived (discountPackagingCost).
//  2. packaging = per unit by delivery type (servePackagingCost for SERVE), × count.
//  3. discount  = on goods only (never packaging, fees, tip or delivery). PERCENTAGE of goods,
//                 limited by cap; MONEY as given; both never above goods.
//  4. tax       = taxPercent of the withTax goods (items and their toppings: the topping is part
//                 of the sold dish) after their share of the discount. Packaging, service
//                 charge, fee, tip and delivery are not goods and are not taxed.
//  5. service charge (SERVE only) and a PERCENTAGE service fee = percent of discounted goods.
//  6. delivery cost only for DELIVER / ZFEXPRESS.
//  7. finalPrice = discounted goods + packaging + tax + service charge + fee + tip + delivery.
//     Every term is ≥ 0, so the total is too.
import { percentOf, roundRial, sumRial, type Rial } from '../shared/money.ts';
import type { DeliveryType } from '../shared/enums.ts';
import type { OrderLine } from './order-line.ts';
import { itemUnitPrice } from './unit-price.ts';
import type { OrderDiscount, PriceBreakdown, PricingInput } from './pricing.schemas.ts';

const unitItemPrice = (line: OrderLine): Rial => itemUnitPrice(line);

const unitToppingsPrice = (line: OrderLine): Rial =>
  sumRial(line.orderItemToppings.map((t) => t.price * t.count));

const linePackaging = (line: OrderLine, deliveryType: DeliveryType): Rial =>
  (deliveryType === 'SERVE' ? line.servePackagingCost : line.packagingCost) * line.count;

/**
 * a × b / d rounded half up, exactly: the product of two order totals can pass 2^53, where
 * floating point would misplace a half-Rial. BigInt runs in the browser too.
 */
const mulDivRound = (a: Rial, b: number, d: number): Rial => {
  const den = BigInt(d);
  return Number((2n * BigInt(a) * BigInt(b) + den) / (2n * den));
};

/** The order discount in Rial, never above the goods it applies to. */
export const discountAmount = (discount: OrderDiscount, goods: Rial): Rial => {
  const raw =
    discount.type === 'PERCENTAGE'
      ? Math.min(percentOf(goods, discount.amount), discount.cap ?? Infinity)
      : roundRial(discount.amount);
  return Math.min(Math.max(0, raw), goods);
};

export const carriesDeliveryCost = (deliveryType: DeliveryType): boolean =>
  deliveryType === 'DELIVER' || deliveryType === 'ZFEXPRESS';

export function priceOrder(input: PricingInput): PriceBreakdown {
  const { lines, deliveryType, settings } = input;
  const paid = lines.filter((l) => !l.isFreeItem);
  const free = lines.filter((l) => l.isFreeItem);

  const sumOfItemsPrice = sumRial(paid.map((l) => unitItemPrice(l) * l.count));
  const sumOfItemToppingsPrice = sumRial(paid.map((l) => unitToppingsPrice(l) * l.count));
  const sumOfPackagingCostItems = sumRial(lines.map((l) => linePackaging(l, deliveryType)));
  const discountPackagingCost = sumRial(free.map((l) => linePackaging(l, deliveryType)));
  const totalPackagingCost = sumOfPackagingCostItems - discountPackagingCost;

  const goods = sumOfItemsPrice + sumOfItemToppingsPrice;
  const finalDiscountAmount = discountAmount(input.discount, goods);
  const discountedGoods = goods - finalDiscountAmount;

  // The discount is spread over goods pro rata, so taxed goods carry their share of it;
  // one rounding for the whole tax (not per line) keeps the total exact.
  const taxedGoods = sumRial(
    paid.filter((l) => l.withTax).map((l) => (unitItemPrice(l) + unitToppingsPrice(l)) * l.count),
  );
  const tax =
    goods === 0 ? 0 : mulDivRound(taxedGoods, discountedGoods * settings.taxPercent, goods * 100);

  const serviceChargeCostNumber = deliveryType === 'SERVE' ? settings.serviceChargePercent : 0;
  const serviceChargeFinalPrice = percentOf(discountedGoods, serviceChargeCostNumber);

  const { serviceFee } = settings;
  const totalServiceFee =
    serviceFee.type === 'PERCENTAGE'
      ? percentOf(discountedGoods, serviceFee.value)
      : serviceFee.value;

  const deliveryCost = carriesDeliveryCost(deliveryType) ? input.deliveryCost : 0;
  const finalPrice =
    discountedGoods +
    totalPackagingCost +
    tax +
    serviceChargeFinalPrice +
    totalServiceFee +
    input.tip +
    deliveryCost;

  return {
    sumOfItemsPrice,
    sumOfItemToppingsPrice,
    sumOfPackagingCostItems,
    totalPackagingCost,
    discountPackagingCost,
    tax,
    serviceChargeCostNumber,
    serviceChargeFinalPrice,
    finalDiscountAmount,
    serviceFeeValue: serviceFee.value,
    serviceFeeType: serviceFee.type,
    totalServiceFee,
    tip: input.tip,
    deliveryCost,
    finalPrice,
  };
}
