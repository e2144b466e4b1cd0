// The payment inquiry (spec §9: refunds through an online gateway are inquired every 3,600,000 ms
// until settled): every vendor's transactions still waiting on the provider are looked at — a
// refund is asked about (or asked for again, if the provider never took it), and a payment the
// payer left unverified for PAYMENT_ABANDONED_MS is verified now or given up as EXPIRED, and one
// verified lately is finished if its caller died first (the order never took the money); a kiosk
// order left unpaid as long is withdrawn; payments and refunds outside orders (a vendor's contract
// payments with the platform, subscriptions/contract-payments.ts) are looked at the same way by the
// pass it is given. Each step is a command with an id of its own making, so two gateways running
// it at once repeat nothing.
import { orderAggregate } from '@sofre/engine/orders';
import { PAYMENT_ABANDONED_MS } from '@sofre/engine/payments';
import type { CommandRunner } from '../commands/command-runner.ts';
import type { OnlinePayments, PaymentLog } from './online-payments.ts';

export const PAYMENT_INQUIRY_EVERY_MS = 3_600_000;
const PER_VENDOR = 200;
/** Verified transactions opened this lately are looked at again (a few hourly passes). */
const VERIFIED_LATELY_MS = 6 * 3_600_000;
export const KIOSK_UNPAID_REASON = 'پرداخت در کیوسک انجام نشد';

export type PaymentInquiry = ReturnType<typeof paymentInquiry>;

const INQUIRY_ACTOR = { userId: 'payment-inquiry', kind: 'SYSTEM' } as const;

/**
 * More of a vendor's payments and refunds to inquire in the same pass; answers how many it looked
 * at, and how many of them failed (said by it, counted in the pass's failures).
 */
export type MorePayments = (
  vendorId: string,
) => Promise<{ readonly looked: number; readonly failed: number }>;

export function paymentInquiry(
  runner: CommandRunner,
  payments: OnlinePayments,
  log: PaymentLog & { info(details: object, message: string): void },
  morePayments?: MorePayments,
) {
  const { platform, clock } = runner;
  const caller = (vendorId: string) => ({ vendorId, actor: INQUIRY_ACTOR });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ looked: number; failed: number }> | undefined;

  async function pass() {
    let looked = 0;
    let failed = 0;
    const abandonedBefore = new Date(clock().getTime() - PAYMENT_ABANDONED_MS);
    for (const vendorId of await platform.readSide.vendorIds()) {
      failed += await withdrawAbandonedKioskOrders(vendorId, abandonedBefore);
      if (morePayments) {
        try {
          const more = await morePayments(vendorId);
          looked += more.looked;
          failed += more.failed;
        } catch (error) {
          failed++;
          log.warn({ err: error, vendorId }, 'payment inquiry failed; next pass tries again');
        }
      }
      const awaiting = await platform.readSide.paymentsAwaitingProvider(vendorId, PER_VENDOR);
      // Verified lately but no longer waiting on the provider: a caller may have died before the
      // order took the money (reconcile resumes it; a no-op for a finished one).
      const since = new Date(clock().getTime() - VERIFIED_LATELY_MS).toISOString();
      const seen = new Set(awaiting.map((v) => v.transactionId));
      const verified = (
        await platform.readSide.paymentsVerifiedSince(vendorId, since, PER_VENDOR)
      ).filter((v) => !seen.has(v.transactionId));
      for (const view of [...awaiting, ...verified]) {
        looked++;
        try {
          await payments.reconcile(runner.metadataFor(caller(vendorId)), view, abandonedBefore);
        } catch (error) {
          failed++;
          log.warn(
            { err: error, vendorId, transactionId: view.transactionId },
            'payment inquiry failed; next pass tries again',
          );
        }
      }
    }
    return { looked, failed };
  }

  /**
   * A kiosk order whose card was never paid (the customer walked away) never reached the kitchen;
   * it is withdrawn so the order list does not wait on it forever.
   */
  async function withdrawAbandonedKioskOrders(vendorId: string, before: Date) {
    const { data } = await platform.readSide.orderList(vendorId, {
      status: 'SUBMITTED',
      source: 'KIOSK',
      toDate: before.toISOString(),
      pageNumber: 1,
      pageSize: 100, // the list's page limit; the next pass takes the rest
    });
    let failed = 0;
    for (const order of data.filter((o) => o.amountPaid === 0)) {
      try {
        await runner.run(
          caller(vendorId),
          orderAggregate,
          {
            type: 'ChangeOrderState',
            data: { orderId: order.orderId, target: 'REJECTED', reason: KIOSK_UNPAID_REASON },
          },
          { commandId: `kiosk-unpaid:${order.orderId}` },
        );
      } catch (error) {
        failed++;
        log.warn(
          { err: error, vendorId, orderId: order.orderId },
          'could not withdraw a kiosk order',
        );
      }
    }
    return failed;
  }

  /** One pass now; a pass already running is joined, not doubled. */
  function runOnce() {
    running ??= pass().finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start(everyMs = PAYMENT_INQUIRY_EVERY_MS) {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) =>
          log.error({ err: error }, 'payment inquiry pass failed'),
        );
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
