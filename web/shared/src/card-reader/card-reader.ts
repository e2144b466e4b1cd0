// A card reader beside the kiosk or the till, as the screen that drives it sees it: it is asked to
// charge an amount and answers what happened at the device. A real reader is driven through a
// local bridge (a small program on the tablet or till that talks to the bank's terminal); the
// product ships a sandbox reader drawn on screen (sandbox-card-reader.ts), which the demo and the
// tests pay with.
import type { Rial } from '@sofre/engine';

export interface CardCharge {
  /** What the order owes, in Rial, as the server answered it. */
  readonly amount: Rial;
  /** The reader session the server opened (its authority), for the bridge to log. */
  readonly session: string;
}

export interface CardReaderAnswer {
  /** The bank approved the charge; false when the card was declined or the payer cancelled. */
  readonly approved: boolean;
  /** What the reader says it charged, in Rial; the server checks it against the order. */
  readonly amount: Rial;
  /** The bank's reference (RRN) printed on the slip. */
  readonly referenceId?: string;
  /** The masked card number, e.g. 603799******1234. */
  readonly cardPan?: string;
}

export interface CardReader {
  /** Charges the card presented; resolves with the device's answer, rejects if it cannot be reached. */
  charge(request: CardCharge): Promise<CardReaderAnswer>;
}
