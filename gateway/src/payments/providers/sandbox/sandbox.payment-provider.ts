// The sandbox gateway shipped with the product (ARCHITECTURE decision 10): the demo and the tests
// pay here. It behaves as ZarinPal does — an authority per request, a payment page where the
// payer presses pay or cancel (sandbox-pay.routes.ts), a callback with Authority and Status, a
// verify that reports our amount, 101-style repeats — and keeps its payments in memory, as a real
// gateway keeps them on its side. Refunds are taken at once and settle at the first inquiry, so
// the hourly inquiry has something to find.
import { randomBytes } from 'node:crypto';
import type {
  PaymentProvider,
  PaymentRequestInput,
  PaymentRequestOutcome,
  RefundInput,
  RefundOutcome,
  RefundStatus,
  VerifyInput,
  VerifyOutcome,
} from '../payment-provider.port.ts';

export type SandboxPaymentStatus = 'WAITING' | 'PAID' | 'CANCELLED';

export interface SandboxPayment {
  readonly authority: string;
  readonly transactionId: string;
  readonly amount: number;
  readonly description: string;
  readonly callbackUrl: string;
  readonly status: SandboxPaymentStatus;
  readonly referenceId?: string;
  readonly createdAt: string;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'SANDBOX' as const;
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly refunds = new Map<string, { amount: number; asked: number }>();
  private readonly clock: () => Date;

  constructor(options: { clock?: () => Date } = {}) {
    this.clock = options.clock ?? (() => new Date());
  }

  async request(input: PaymentRequestInput): Promise<PaymentRequestOutcome> {
    const authority = `S${randomBytes(12).toString('hex')}`;
    this.payments.set(authority, {
      authority,
      transactionId: input.transactionId,
      amount: input.amount,
      description: input.description,
      callbackUrl: input.callbackUrl,
      status: 'WAITING',
      createdAt: this.clock().toISOString(),
    });
    return { authority, payUrl: this.payUrlFor(authority) };
  }

  readonly payUrlFor = (authority: string) => `/sandbox/pay/${authority}`;

  /** The payer's choice on the sandbox page; the answer is where the browser goes next. */
  decide(authority: string, choice: 'pay' | 'cancel'): string | undefined {
    const payment = this.payments.get(authority);
    if (!payment) return undefined;
    if (payment.status === 'WAITING') {
      const paid = choice === 'pay';
      this.payments.set(authority, {
        ...payment,
        status: paid ? 'PAID' : 'CANCELLED',
        ...(paid ? { referenceId: String(100_000_000 + this.payments.size * 7919) } : {}),
      });
    }
    const back = new URL(payment.callbackUrl, 'http://sandbox.local');
    back.searchParams.set('Authority', authority);
    back.searchParams.set('Status', this.payments.get(authority)?.status === 'PAID' ? 'OK' : 'NOK');
    return payment.callbackUrl.startsWith('http')
      ? back.toString()
      : `${back.pathname}${back.search}`;
  }

  payment(authority: string): SandboxPayment | undefined {
    return this.payments.get(authority);
  }

  async verify(input: VerifyInput): Promise<VerifyOutcome> {
    const payment = this.payments.get(input.authority);
    if (!payment) return { outcome: 'NOT_PAID', reason: 'EXPIRED', gatewayCode: -54 };
    if (payment.status === 'CANCELLED') {
      return { outcome: 'NOT_PAID', reason: 'CANCELED_BY_PAYER', gatewayCode: -51 };
    }
    if (payment.status === 'WAITING')
      return { outcome: 'NOT_PAID', reason: 'DECLINED', gatewayCode: -51 };
    // As ZarinPal: verify with another amount than was paid is −50.
    if (input.amount !== payment.amount) {
      return { outcome: 'NOT_PAID', reason: 'AMOUNT_MISMATCH', gatewayCode: -50 };
    }
    return {
      outcome: 'PAID',
      amount: payment.amount,
      referenceId: payment.referenceId ?? '0',
      cardPan: '603799******1234',
      gatewayCode: 100,
    };
  }

  readonly refund = async (input: RefundInput): Promise<RefundOutcome> => {
    const providerRefundId = `SR-${input.refundId}`;
    if (!this.refunds.has(providerRefundId)) {
      this.refunds.set(providerRefundId, { amount: input.amount, asked: 0 });
    }
    return { providerRefundId, status: 'PENDING' };
  };

  readonly inquireRefund = async (providerRefundId: string): Promise<RefundStatus> => {
    const refund = this.refunds.get(providerRefundId);
    if (!refund) return 'FAILED';
    refund.asked += 1;
    return 'SETTLED';
  };
}
