// The printer health read model's rows, as the health route reads them.
import type { PrintFailureReason, PrintSetupProblem } from '@sofre/engine/printing';

export interface PrinterHealthRow {
  readonly kind: 'printer';
  readonly printerId: string;
  readonly lastSuccessAt?: string;
  readonly lastFailureAt?: string;
  /** The first failure since the last success: how long it has been failing. */
  readonly failingSince?: string;
  readonly lastError?: {
    readonly reason: PrintFailureReason;
    readonly message: string;
    readonly attempt: number;
    /** Absent: that job was given up. */
    readonly retryAt?: string;
  };
  /** Jobs requested for it and not finished. */
  readonly queued: number;
  readonly position: string;
}

/** A ticket or receipt that had nowhere to print. */
export interface PrintProblem {
  readonly jobId: string;
  readonly at: string;
  readonly reason: PrintSetupProblem;
  readonly orderId: string;
  readonly number: number;
  readonly stationId?: string;
  readonly stationTitle?: string;
  readonly lines: readonly string[];
}

export interface PrintProblemsRow {
  readonly kind: 'problems';
  /** Newest first. */
  readonly problems: readonly PrintProblem[];
  readonly position: string;
}
