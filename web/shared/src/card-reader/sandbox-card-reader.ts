// A card reader that lives on screen: a charge waits until someone presses «تأیید پرداخت» or
// «رد کارت» on the simulated terminal (sandbox-terminal.tsx), which follows this object with
// useSyncExternalStore. No money moves; the answer is made up like a bank's.
import type { CardCharge, CardReader, CardReaderAnswer } from './card-reader.ts';

interface Waiting {
  readonly charge: CardCharge;
  readonly answer: (answer: CardReaderAnswer) => void;
}

/** A fake reference number and card, shaped like an Iranian bank's (12-digit RRN, Shetab PAN). */
export const sandboxApproval = (amount: number, serial: number): CardReaderAnswer => ({
  approved: true,
  amount,
  referenceId: String(100_000_000_000 + serial),
  cardPan: '603799******1234',
});

export class SandboxCardReader implements CardReader {
  private waiting: Waiting | undefined;
  private serial = 0;
  private readonly listeners = new Set<() => void>();

  charge(charge: CardCharge): Promise<CardReaderAnswer> {
    // A new charge replaces one nobody answered (the kiosk was reset meanwhile).
    this.waiting?.answer({ approved: false, amount: 0 });
    return new Promise((resolve) => {
      this.waiting = { charge, answer: resolve };
      this.changed();
    });
  }

  /** The charge the terminal shows, if one waits. */
  readonly current = (): CardCharge | undefined => this.waiting?.charge;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  approve(): void {
    this.settle((charge) => sandboxApproval(charge.amount, ++this.serial));
  }

  decline(): void {
    this.settle((charge) => ({ approved: false, amount: charge.amount }));
  }

  private settle(answerFor: (charge: CardCharge) => CardReaderAnswer): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = undefined;
    waiting.answer(answerFor(waiting.charge));
    this.changed();
  }

  private changed(): void {
    this.listeners.forEach((listener) => listener());
  }
}
