// The rows of the POS transactions read model (pos-transactions.projection.ts).
import type { PaymentGateway, TransactionStatus } from '@sofre/engine';

export interface PosTransactionRow {
  readonly kind: 'TRANSACTION';
  /** READER: sent to a connected card reader; COUNTER: a card payment recorded by hand. */
  readonly entry: 'READER' | 'COUNTER';
  /** The reader session's transaction, or the reference a cashier typed (absent if none). */
  readonly transactionId?: string;
  readonly orderId: string;
  readonly gateway: PaymentGateway;
  /** The reader, from its session id (a POS terminal record's id, or the kiosk's own). */
  readonly terminalId?: string;
  readonly amount: number;
  readonly refundedAmount: number;
  readonly status: TransactionStatus;
  readonly referenceId?: string;
  readonly cardPan?: string;
  readonly failureReason?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly position: string;
}

/** One reader's day: approved payments, what was paid back through it, declined attempts. */
export interface TerminalTotals {
  readonly approvedCount: number;
  readonly approvedAmount: number;
  readonly refundedAmount: number;
  readonly failedCount: number;
}

export interface PosDayRow {
  readonly kind: 'DAY';
  /** The Tehran day, YYYY-MM-DD, and when it begins (UTC). */
  readonly day: string;
  readonly startsAt: string;
  /** By terminal id ('COUNTER' for payments recorded by hand). */
  readonly terminals: Readonly<Record<string, TerminalTotals>>;
  readonly position: string;
}

export function addTerminalTotals(
  a: Readonly<Record<string, TerminalTotals>>,
  b: Readonly<Record<string, TerminalTotals>>,
): Record<string, TerminalTotals> {
  const out: Record<string, TerminalTotals> = { ...a };
  for (const [terminal, t] of Object.entries(b)) {
    const was = out[terminal] ?? {
      approvedCount: 0,
      approvedAmount: 0,
      refundedAmount: 0,
      failedCount: 0,
    };
    out[terminal] = {
      approvedCount: was.approvedCount + t.approvedCount,
      approvedAmount: was.approvedAmount + t.approvedAmount,
      refundedAmount: was.refundedAmount + t.refundedAmount,
      failedCount: was.failedCount + t.failedCount,
    };
  }
  return out;
}
