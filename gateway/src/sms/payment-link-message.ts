// The text a phone order's customer gets with a link to pay it (POST /api/payments/link).
import type { SmsMessage } from './sms.port.ts';

export function paymentLinkSms(
  to: string,
  vendorName: string,
  number: number,
  amountToman: number,
  url: string,
): SmsMessage {
  const amount = amountToman.toLocaleString('fa-IR');
  const which = number.toLocaleString('fa-IR');
  return {
    to,
    text: `${vendorName}: مبلغ ${amount} تومان برای سفارش شمارهٔ ${which}. پرداخت: ${url}`,
    purpose: 'NOTIFICATION',
  };
}
