// Calling a customer whose food is ready (callforreadyorder, notification/ready): the tracker is
// told by the OrderCustomerCalled event itself (a live push); a customer who left a mobile number
// is texted as well. Inputs in, the command and the text to send out; the gateway sends it.
import { normalizePhone } from '../identity/phone.ts';
import type { CallCustomer } from './order.commands.ts';
import type { ExistingOrder } from './order.state.ts';

export interface ReadyCall {
  readonly command: Omit<CallCustomer, 'metadata'>;
  /** The mobile to text, 09XXXXXXXXX; absent when the order has none. */
  readonly smsTo: string | undefined;
}

export function readyCall(order: ExistingOrder): ReadyCall {
  const phone = order.customer?.phone;
  const smsTo = phone === undefined ? undefined : normalizePhone(phone);
  const command = {
    type: 'CallCustomer',
    data: { orderId: order.orderId, bySms: smsTo !== undefined },
  } as const;
  return { command, smsTo };
}
