// Every vendor's contract payments, listed while their refund is to be paid back by hand.
import {
  ContractRefundNoted,
  ContractRefundRequested,
  ContractTransactionDone,
  ContractTransactionRefunded,
  ContractTransactionStarted,
  subscriptionStreamName,
} from '@sofre/engine/subscriptions';
import { describe, expect, it } from 'vitest';
import { EventLog, OTHER_VENDOR, VENDOR } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import {
  contractPaymentKey,
  contractRefundsByHandProjection,
  CONTRACT_REFUNDS_TENANT,
  type ContractPaymentRow,
} from './contract-refunds-by-hand.projection.ts';

const AT = '2026-03-01T08:00:00.000Z';

/** A payment of a contract verified and owed back (CONTRACT_ALREADY_PAID). */
function refunded(log: EventLog, transactionId: string, vendorId = VENDOR) {
  const meta = { vendorId, at: AT, stream: subscriptionStreamName(vendorId) };
  const contractId = `contract-${transactionId}`;
  const refundId = `refund:${transactionId}`;
  log.append(
    ContractTransactionStarted({
      contractId,
      transactionId,
      amount: 10_000_000,
      provider: 'SANDBOX',
      startedAt: AT,
    }),
    meta,
  );
  log.append(
    ContractTransactionDone({
      contractId,
      transactionId,
      amount: 10_000_000,
      referenceId: 'ref-1',
    }),
    meta,
  );
  log.append(
    ContractTransactionRefunded({
      contractId,
      transactionId,
      refundId,
      amount: 10_000_000,
      reason: 'CONTRACT_ALREADY_PAID',
    }),
    meta,
  );
  return {
    asked: (ask: number, askedAt: string) =>
      log.append(ContractRefundRequested({ transactionId, refundId, ask, askedAt }), meta),
    noted: (status: 'PENDING' | 'SETTLED' | 'FAILED' | 'MANUAL' | 'UNANSWERED') =>
      log.append(
        ContractRefundNoted({ transactionId, refundId, providerRefundId: null, status }),
        meta,
      ),
  };
}

const rowsOf = (log: EventLog) =>
  projectInMemory(contractRefundsByHandProjection, log.events) as Map<string, ContractPaymentRow>;
const listed = (row: ContractPaymentRow | undefined) =>
  row !== undefined &&
  contractRefundsByHandProjection.index(row, undefined as never).listed === true;

describe('contract refunds to pay back by hand', () => {
  it('lists a refund that ended MANUAL, with its payment, under the platform', () => {
    const log = new EventLog();
    const refund = refunded(log, 'tx-1');
    refund.asked(1, AT);
    expect(listed(rowsOf(log).get(contractPaymentKey(VENDOR, 'tx-1')))).toBe(false);
    refund.noted('MANUAL');
    const row = rowsOf(log).get(contractPaymentKey(VENDOR, 'tx-1'))!;
    expect(row).toMatchObject({
      vendorId: VENDOR,
      contractId: 'contract-tx-1',
      provider: 'SANDBOX',
      referenceId: 'ref-1',
      refund: { refundId: 'refund:tx-1', amount: 10_000_000, status: 'MANUAL', asks: 1 },
    });
    expect(contractRefundsByHandProjection.index(row, undefined as never)).toEqual({
      vendorId: CONTRACT_REFUNDS_TENANT,
      listed: true,
      status: 'MANUAL',
      sortAt: AT,
    });
  });

  it('lists UNANSWERED and FAILED; a refund the provider paid out leaves', () => {
    const log = new EventLog();
    refunded(log, 'tx-1').noted('UNANSWERED');
    refunded(log, 'tx-2', OTHER_VENDOR).noted('FAILED');
    const paid = refunded(log, 'tx-3');
    paid.noted('PENDING');
    paid.noted('SETTLED');
    const rows = rowsOf(log);
    expect(listed(rows.get(contractPaymentKey(VENDOR, 'tx-1')))).toBe(true);
    expect(listed(rows.get(contractPaymentKey(OTHER_VENDOR, 'tx-2')))).toBe(true);
    expect(rows.has(contractPaymentKey(VENDOR, 'tx-3'))).toBe(false);
  });

  it('keeps a payment without a refund unlisted', () => {
    const log = new EventLog();
    const meta = { vendorId: VENDOR, at: AT, stream: subscriptionStreamName(VENDOR) };
    log.append(
      ContractTransactionStarted({
        contractId: 'c',
        transactionId: 'tx-9',
        amount: 1,
        provider: 'SANDBOX',
        startedAt: null,
      }),
      meta,
    );
    expect(listed(rowsOf(log).get(contractPaymentKey(VENDOR, 'tx-9')))).toBe(false);
  });
});
