// Bounded waits for "the read models have reached position P" (read your writes, minPosition).
// Positions are fixed-width strings: text order is log order.
import type { Position } from '@sofre/engine';

interface Waiter {
  readonly position: Position;
  readonly resolve: (reached: boolean) => void;
  readonly timer: NodeJS.Timeout;
}

export class PositionWaiters {
  #waiters = new Set<Waiter>();

  constructor(private readonly current: () => Position) {}

  wait(position: Position, timeoutMs: number): Promise<boolean> {
    if (this.current() >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.#waiters.delete(waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.#waiters.add(waiter);
    });
  }

  /** Wakes everyone the current position now satisfies. */
  settle(): void {
    const reached = this.current();
    for (const waiter of this.#waiters) {
      if (reached < waiter.position) continue;
      clearTimeout(waiter.timer);
      this.#waiters.delete(waiter);
      waiter.resolve(true);
    }
  }

  /** Answers false to everyone still waiting (the runner stopped). */
  cancel(): void {
    for (const waiter of this.#waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.#waiters.clear();
  }
}
