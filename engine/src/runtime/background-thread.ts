// Work that can wait for the thread answering the till (the reports' lane, drawing tickets) runs
// in threads the kernel serves second: on a machine with few cores an order's answer then does not
// queue behind a report batch or a ticket's drawing (bench:orders: about +10 % orders/s and −13 %
// p99 on two cores). Idle cores still run them at full speed. On Linux setpriority with pid 0
// changes the calling thread alone, not the process.
import { getPriority, setPriority } from 'node:os';

/** Ten steps below the thread's own (Linux's nice: 19 is the lowest). */
const STEPS = 10;
const LOWEST = 19;

export function lowerThisThreadsPriority(): void {
  try {
    setPriority(Math.min(LOWEST, getPriority() + STEPS));
  } catch {
    // Not permitted here (a container's policy): the thread runs at the normal priority.
  }
}
