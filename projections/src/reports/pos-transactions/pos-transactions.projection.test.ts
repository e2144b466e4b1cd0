import { tehranWallToUtc } from '@sofre/engine';
import { OrderPaid, orderStreamName } from '@sofre/engine/orders';
import {
  PaymentFailed,
  PaymentInitiated,
  PaymentRefunded,
  PaymentRequestCreated,
  PaymentVerified,
  paymentStreamName,
} from '@sofre/engine/payments';
import { describe, expect, it } from 'vitest';
import { EventLog, OTHER_VENDOR, VENDOR } from '../../testing/event-log.fixtures.ts';
import { projectInMemory } from '../../testing/project-in-memory.ts';
import type { PosDayRow, PosTransactionRow } from './pos-transaction.rows.ts';
import { posTransactionsProjection } from './pos-transactions.projection.ts';

const tehran = (day: number, hour: number, minute = 0) =>
  tehranWallToUtc(2025, 3, day, hour, minute);

/** A reader's session for an order: initiated and sent to terminal `terminalId`. */
function sentToReader(
  log: EventLog,
  ids: { transactionId: string; orderId: string; terminalId: string },
  amount: number,
  at: string,
  vendorId = VENDOR,
) {
  const meta = { vendorId, at, stream: paymentStreamName(vendorId, ids.transactionId) };
  const { transactionId, orderId, terminalId } = ids;
  log.append(
    PaymentInitiated({ transactionId, orderId, amount, gateway: 'POS', paymentMethod: 'CARD' }),
    meta,
  );
  log.append(PaymentRequestCreated({ transactionId, authority: `${terminalId}:s-1` }), meta);
  return {
    approve: (when: string) => {
      const m = { ...meta, at: when };
      log.append(PaymentVerified({ transactionId, amount, referenceId: 'RRN-77' }), m);
      // The workflow then pays the order with the same transaction.
      const order = { vendorId, at: when, stream: orderStreamName(vendorId, orderId) };
      log.append(
        OrderPaid({
          orderId,
          amount,
          paymentMethod: 'CARD',
          gateway: 'POS',
          transactionId,
          status: 'PAID',
        }),
        order,
      );
    },
    decline: (when: string) =>
      log.append(PaymentFailed({ transactionId, reason: 'DECLINED' }), { ...meta, at: when }),
    refund: (part: number, when: string) =>
      log.append(PaymentRefunded({ transactionId, refundId: `r-${when}`, amount: part }), {
        ...meta,
        at: when,
      }),
  };
}

const counterCard = (log: EventLog, orderId: string, amount: number, at: string, ref?: string) =>
  log.append(
    OrderPaid({
      orderId,
      amount,
      paymentMethod: 'CARD',
      gateway: 'POS',
      ...(ref ? { transactionId: ref } : {}),
      status: 'PAID',
    }),
    { vendorId: VENDOR, at, stream: orderStreamName(VENDOR, orderId) },
  );

const rowsOf = (log: EventLog) => projectInMemory(posTransactionsProjection, log.events);
const txn = (rows: Map<string, unknown>, id: string, vendorId = VENDOR) =>
  rows.get(`${vendorId}:txn:${id}`) as PosTransactionRow | undefined;
const day = (rows: Map<string, unknown>, d: string, vendorId = VENDOR) =>
  rows.get(`${vendorId}:DAY:${d}`) as PosDayRow | undefined;

describe('POS transactions: every card-reader attempt, and each reader’s takings per Tehran day', () => {
  it('a reader’s payment goes INIT → PENDING → DONE, names its terminal, and counts once', () => {
    const log = new EventLog();
    const reader = sentToReader(
      log,
      { transactionId: 't-1', orderId: 'o-1', terminalId: 'term-a' },
      900_000,
      tehran(22, 12),
    );
    reader.approve(tehran(22, 12, 1));
    const rows = rowsOf(log);
    expect(txn(rows, 't-1')).toMatchObject({
      entry: 'READER',
      orderId: 'o-1',
      terminalId: 'term-a',
      gateway: 'POS',
      amount: 900_000,
      status: 'DONE',
      referenceId: 'RRN-77',
      createdAt: tehran(22, 12),
    });
    expect(day(rows, '2025-03-22')?.terminals).toEqual({
      'term-a': { approvedCount: 1, approvedAmount: 900_000, refundedAmount: 0, failedCount: 0 },
    });
    const [, , verified] = log.events;
    expect(posTransactionsProjection.index(txn(rows, 't-1')!, verified as never)).toEqual({
      vendorId: VENDOR,
      status: 'DONE',
      sortAt: tehran(22, 12),
    });
  });

  it('a declined card is FAILED and counted as a failed attempt; a refund through the reader the day it happens', () => {
    const log = new EventLog();
    const declined = sentToReader(
      log,
      { transactionId: 't-1', orderId: 'o-1', terminalId: 'term-a' },
      500_000,
      tehran(22, 23, 58),
    );
    declined.decline(tehran(22, 23, 59));
    const again = sentToReader(
      log,
      { transactionId: 't-2', orderId: 'o-1', terminalId: 'term-a' },
      500_000,
      tehran(23, 0, 1),
    );
    again.approve(tehran(23, 0, 2));
    again.refund(200_000, tehran(24, 10));
    const rows = rowsOf(log);
    expect(txn(rows, 't-1')).toMatchObject({ status: 'FAILED', failureReason: 'DECLINED' });
    expect(txn(rows, 't-2')).toMatchObject({ status: 'DONE', refundedAmount: 200_000 });
    expect(day(rows, '2025-03-22')?.terminals['term-a']).toMatchObject({
      failedCount: 1,
      approvedCount: 0,
    });
    expect(day(rows, '2025-03-23')?.terminals['term-a']).toMatchObject({
      approvedCount: 1,
      approvedAmount: 500_000,
    });
    expect(day(rows, '2025-03-24')?.terminals['term-a']).toMatchObject({
      approvedCount: 0,
      refundedAmount: 200_000,
    });
  });

  it('a card payment recorded at the counter is a COUNTER transaction; cash and online money are none', () => {
    const log = new EventLog();
    counterCard(log, 'o-1', 300_000, tehran(22, 13), 'slip-42');
    counterCard(log, 'o-2', 400_000, tehran(22, 14));
    const salon = log.order('o-3');
    salon.submit({ confirm: true }, tehran(22, 15));
    salon.pay(tehran(22, 15, 5)); // cash
    const rows = rowsOf(log);
    expect(txn(rows, 'slip-42')).toMatchObject({
      entry: 'COUNTER',
      transactionId: 'slip-42',
      orderId: 'o-1',
      amount: 300_000,
      status: 'DONE',
    });
    const counter = [...rows.values()].filter(
      (r) => r.kind === 'TRANSACTION' && r.entry === 'COUNTER',
    );
    expect(counter).toHaveLength(2);
    expect(day(rows, '2025-03-22')?.terminals).toEqual({
      COUNTER: { approvedCount: 2, approvedAmount: 700_000, refundedAmount: 0, failedCount: 0 },
    });
  });

  it('keeps each vendor apart, and applying an event twice changes nothing', () => {
    const log = new EventLog();
    sentToReader(
      log,
      { transactionId: 't-1', orderId: 'o-1', terminalId: 'a' },
      100_000,
      tehran(22, 9),
    ).approve(tehran(22, 9, 1));
    sentToReader(
      log,
      { transactionId: 't-1', orderId: 'o-1', terminalId: 'b' },
      200_000,
      tehran(22, 9),
      OTHER_VENDOR,
    ).approve(tehran(22, 9, 1));
    const once = rowsOf(log);
    const twice = projectInMemory(posTransactionsProjection, log.events, new Map(once));
    expect(twice).toEqual(once);
    expect(txn(once, 't-1')).toMatchObject({ terminalId: 'a', amount: 100_000 });
    expect(txn(once, 't-1', OTHER_VENDOR)).toMatchObject({ terminalId: 'b', amount: 200_000 });
  });
});
