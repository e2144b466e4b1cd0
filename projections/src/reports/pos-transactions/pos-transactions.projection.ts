// Card-reader (POS terminal) transactions, for the POS transactions report: a row per transaction
// and a row per vendor and Tehran day with each reader's takings, to match with the bank's slips.
// Two ways a card payment reaches us:
// - READER: the till sent the amount to a connected reader (initialpospayment): a payment
//   transaction with gateway POS (or KIOSK at the self-order kiosk), INIT → PENDING → DONE | FAILED;
//   the reader's session id ("terminal:uuid") names the terminal. Its OrderPaid, when the reader
//   approves, lands on the same row and changes nothing.
// - COUNTER: the cashier recorded a card payment by hand (manualpaybypos, CARD), with the reader's
//   reference when typed: an OrderPaid (gateway POS) and nothing else, DONE at once.
// A day row counts each change on the day it happens (approved, failed, paid back), like the sales
// report, so a day that is over never changes again.
import { eventCodec, type PaymentGateway } from '@sofre/engine';
import { OrderPaid } from '@sofre/engine/orders';
import { paymentEvents, type PaymentEvent } from '@sofre/engine/payments';
import type { EventOf } from '@sofre/engine';
import { defineProjection, type ProjectedEvent } from '../../projection.ts';
import { utcInstant } from '../../tehran-day.ts';
import { periodsOf } from '../report-periods.ts';
import {
  addTerminalTotals,
  type PosDayRow,
  type PosTransactionRow,
  type TerminalTotals,
} from './pos-transaction.rows.ts';

type PosEvent = PaymentEvent | EventOf<typeof OrderPaid>;
type PosProjectedEvent = ProjectedEvent<PosEvent>;
export type PosTransactionsRow = PosTransactionRow | PosDayRow;

const posEventCodec = eventCodec([...paymentEvents, OrderPaid]);
const EVENT_TYPES = [
  'PaymentInitiated',
  'PaymentRequestCreated',
  'PaymentVerified',
  'PaymentFailed',
  'PaymentRefunded',
  'OrderPaid',
] as const satisfies readonly PosEvent['type'][];

const CARD_READERS: ReadonlySet<PaymentGateway> = new Set<PaymentGateway>(['POS', 'KIOSK']);

const transactionKey = (vendorId: string, transactionId: string) =>
  `${vendorId}:txn:${transactionId}`;

/** The transaction row an event is about; undefined for events of no card reader. */
function transactionKeyOf(event: PosProjectedEvent): string | undefined {
  const vendorId = event.metadata.vendorId;
  if (event.type !== 'OrderPaid') return transactionKey(vendorId, event.data.transactionId);
  const { paymentMethod, gateway, transactionId, orderId } = event.data;
  if (paymentMethod !== 'CARD' || gateway === undefined || !CARD_READERS.has(gateway))
    return undefined;
  // A counter payment without a reference is its own transaction, named by where it sits in the log.
  return transactionId === undefined
    ? `${vendorId}:counter:${orderId}:${event.position}`
    : transactionKey(vendorId, transactionId);
}

const dayKey = (event: PosProjectedEvent) =>
  `${event.metadata.vendorId}:DAY:${periodsOf(event.metadata.occurredAt)[1].period}`;

/** The transaction after the event (undefined: not a card reader's). */
export function evolveTransaction(
  row: PosTransactionRow | undefined,
  event: PosProjectedEvent,
): PosTransactionRow | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  const position = event.position;
  if (event.type === 'PaymentInitiated') {
    const { transactionId, orderId, amount, gateway } = event.data;
    if (row || !CARD_READERS.has(gateway)) return row;
    const zero = { refundedAmount: 0, createdAt: at, updatedAt: at, position };
    return {
      kind: 'TRANSACTION',
      entry: 'READER',
      transactionId,
      orderId,
      gateway,
      amount,
      status: 'INIT',
      ...zero,
    };
  }
  if (event.type === 'OrderPaid') {
    const { amount, transactionId, orderId, gateway = 'POS' } = event.data;
    if (row?.entry === 'READER') return row;
    // The same reference typed twice (two card parts of a split bill) is one slip.
    if (row) return { ...row, amount: row.amount + amount, updatedAt: at, position };
    const ref = transactionId === undefined ? {} : { transactionId };
    const zero = { refundedAmount: 0, createdAt: at, updatedAt: at, position };
    return {
      kind: 'TRANSACTION',
      entry: 'COUNTER',
      ...ref,
      orderId,
      gateway,
      amount,
      status: 'DONE',
      ...zero,
    };
  }
  if (!row) return row;
  const moved = { ...row, updatedAt: at, position };
  switch (event.type) {
    case 'PaymentRequestCreated': {
      const terminalId = event.data.authority.split(':')[0];
      return { ...moved, status: 'PENDING', ...(terminalId ? { terminalId } : {}) };
    }
    case 'PaymentVerified': {
      const { referenceId, cardPan } = event.data;
      return { ...moved, status: 'DONE', referenceId, ...(cardPan ? { cardPan } : {}) };
    }
    case 'PaymentFailed':
      return { ...moved, status: 'FAILED', failureReason: event.data.reason };
    case 'PaymentRefunded':
      return { ...moved, refundedAmount: row.refundedAmount + event.data.amount };
    default:
      return row;
  }
}

/** What the event, having just changed `transaction`, adds to its terminal's day. */
function dayChange(
  transaction: PosTransactionRow,
  event: PosProjectedEvent,
): TerminalTotals | undefined {
  const none = { approvedCount: 0, approvedAmount: 0, refundedAmount: 0, failedCount: 0 };
  switch (event.type) {
    case 'PaymentVerified':
      return { ...none, approvedCount: 1, approvedAmount: transaction.amount };
    case 'OrderPaid':
      return { ...none, approvedCount: 1, approvedAmount: event.data.amount };
    case 'PaymentFailed':
      return { ...none, failedCount: 1 };
    case 'PaymentRefunded':
      return { ...none, refundedAmount: event.data.amount };
    default:
      return undefined;
  }
}

/** The terminal a day row counts a transaction under: the reader, or 'COUNTER' for payments by hand. */
export const terminalOf = (t: PosTransactionRow): string =>
  t.entry === 'COUNTER' ? 'COUNTER' : (t.terminalId ?? t.gateway);

export const posTransactionsProjection = defineProjection<PosTransactionsRow, PosEvent>({
  name: 'pos-transactions',
  version: 2,
  codec: posEventCodec,
  eventTypes: EVENT_TYPES,
  // The transaction first: its day reads it as the event left it.
  keysOf(event) {
    const transaction = transactionKeyOf(event);
    if (transaction === undefined) return [];
    const initiatedOrNamed =
      event.type === 'PaymentInitiated' || event.type === 'PaymentRequestCreated';
    return initiatedOrNamed ? [transaction] : [transaction, dayKey(event)];
  },
  evolve(row, event, { id, read }) {
    const key = transactionKeyOf(event)!;
    if (id === key) return evolveTransaction(row?.kind === 'TRANSACTION' ? row : undefined, event);
    const transaction = read(key);
    // Only an event that changed a card reader's transaction moves its day.
    if (transaction?.kind !== 'TRANSACTION' || transaction.position !== event.position) return row;
    const change = dayChange(transaction, event);
    if (!change) return row;
    const [, day] = periodsOf(event.metadata.occurredAt);
    const base =
      row?.kind === 'DAY'
        ? row
        : { kind: 'DAY' as const, day: day.period, startsAt: day.startsAt, terminals: {} };
    const terminals = addTerminalTotals(base.terminals, { [terminalOf(transaction)]: change });
    return { ...base, terminals, position: event.position };
  },
  index: (row, event) =>
    row.kind === 'DAY'
      ? { vendorId: event.metadata.vendorId, kind: 'DAY', sortAt: row.startsAt }
      : { vendorId: event.metadata.vendorId, status: row.status, sortAt: row.createdAt },
});
