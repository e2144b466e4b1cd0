// How big an order request may be, with the Persian words a refusal shows. They live in the
// contract so the POS refuses what the gateway refuses, with the same text (a 3,000-line order of
// 999 items each was once accepted). The bounds are far above any real table or catering order.
import { z } from 'zod';
import { PaymentMethod } from '../shared/enums.ts';

export const ORDER_LIMITS = {
  /** Lines of one order. */
  lines: 100,
  /** Units of one line. */
  lineCount: 500,
  /** Units of all lines together. */
  items: 1_000,
  /** Toppings chosen on one line, and units of one topping. */
  toppingsPerLine: 30,
  toppingCount: 20,
  /** A note, a description, a reason. */
  text: 500,
  /** A customer's name; ids of menu items and toppings. */
  name: 100,
  /** A line's note to the kitchen. */
  lineNote: 200,
} as const;

const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });

export const orderLimitMessages = {
  lines: `یک سفارش حداکثر ${fa(ORDER_LIMITS.lines)} ردیف می‌تواند داشته باشد.`,
  lineCount: `تعداد هر ردیف حداکثر ${fa(ORDER_LIMITS.lineCount)} است.`,
  items: `یک سفارش حداکثر ${fa(ORDER_LIMITS.items)} قلم می‌تواند داشته باشد.`,
  toppingsPerLine: `هر ردیف حداکثر ${fa(ORDER_LIMITS.toppingsPerLine)} افزودنی می‌تواند داشته باشد.`,
  toppingCount: `تعداد هر افزودنی حداکثر ${fa(ORDER_LIMITS.toppingCount)} است.`,
  text: `این متن حداکثر ${fa(ORDER_LIMITS.text)} نویسه می‌تواند باشد.`,
  name: `این مقدار حداکثر ${fa(ORDER_LIMITS.name)} نویسه می‌تواند باشد.`,
  lineNote: `یادداشت هر ردیف حداکثر ${fa(ORDER_LIMITS.lineNote)} نویسه می‌تواند باشد.`,
  onlineAtCounter:
    'پرداخت آنلاین (ONLINE) فقط برای سفارشی است که مشتری در سایت ثبت و پرداخت می‌کند؛ برای سفارش صندوق روش پرداخت دیگری انتخاب کنید.',
} as const;

/** A text of at most `max` characters, refused with the Persian text. */
export const boundedText = (max: number = ORDER_LIMITS.text) =>
  z.string().max(max, {
    error: max === ORDER_LIMITS.text ? orderLimitMessages.text : orderLimitMessages.name,
  });

/**
 * How a staff order is paid: anything but ONLINE, which only the customer's own checkout starts.
 * The refusal names the method, as a field error with its own code.
 */
export const StaffPaymentMethod = PaymentMethod.refine((method) => method !== 'ONLINE', {
  error: orderLimitMessages.onlineAtCounter,
  params: { code: 'PAYMENT_METHOD_NOT_FOR_STAFF_ORDER' },
});
