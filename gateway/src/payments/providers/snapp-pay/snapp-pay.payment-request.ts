// The body of SnappPay's POST /api/online/payment/v1/token. SnappPay wants the cart as well as
// the total, and checks amount = cart totalAmount − discountAmount − externalSourceAmount. The
// port knows only the order's total, so the order goes as one cart of one line whose price is
// that total, with delivery and tax already inside it.
import { PaymentProviderError, type PaymentRequestInput } from '../payment-provider.port.ts';

/** Fixed in the merchant's SnappPay contract (a product category and its commission type). */
export interface SnappPayCartTerms {
  readonly category: string;
  readonly commissionType: number;
}

export function paymentTokenBody(input: PaymentRequestInput, terms: SnappPayCartTerms | undefined) {
  const line = {
    // SnappPay's examples use integer ids; a one-line cart needs no other.
    id: 1,
    name: input.description.slice(0, 100),
    amount: input.amount,
    count: 1,
    ...terms,
  };
  return {
    amount: input.amount,
    cartList: [
      {
        cartId: 1,
        cartItems: [line],
        totalAmount: input.amount,
        shippingAmount: 0,
        taxAmount: 0,
        isShipmentIncluded: true,
        isTaxIncluded: true,
      },
    ],
    discountAmount: 0,
    externalSourceAmount: 0,
    mobile: internationalMobile(input.mobile),
    // Installments; the same API and value serve both the pay-later and direct-debit contracts.
    paymentMethodTypeDto: 'INSTALLMENT',
    returnURL: input.callbackUrl,
    transactionId: input.transactionId,
  };
}

/** SnappPay knows its customers by mobile, written +989XXXXXXXXX; without one it cannot lend. */
function internationalMobile(mobile: string | undefined): string {
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(mobile?.replace(/[\s-]/g, '') ?? '');
  if (!match) {
    throw new PaymentProviderError(
      'PAYMENT_PROVIDER_REFUSED',
      mobile ? 'snapppay needs a valid Iranian mobile' : 'snapppay needs the payer’s mobile',
    );
  }
  return `+98${match[1]}`;
}
