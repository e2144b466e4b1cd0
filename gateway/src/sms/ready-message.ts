// The text a customer gets when the food is ready (callforreadyorder / notification/ready).
import type { SmsMessage } from './sms.port.ts';

export function readySms(to: string, vendorName: string, number: number | undefined): SmsMessage {
  const which =
    number === undefined ? 'سفارش شما' : `سفارش شمارهٔ ${number.toLocaleString('fa-IR')}`;
  return {
    to,
    text: `${which} در ${vendorName} آماده است. نوش جان!`,
    purpose: 'NOTIFICATION',
  };
}
