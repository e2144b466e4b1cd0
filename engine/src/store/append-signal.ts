// How the threads of one process tell each other that the log grew: a counter in shared memory
// that an appending thread bumps, and a following thread (a projection lane's worker) waits on
// with Atomics.waitAsync. A bump wakes a follower only while it waits; one busy with a batch is
// not disturbed by the appends it will read anyway (a message per append would be cloned and
// queued for it each time). A bump missed (two threads bumping at once) is found by the poll.

/** Node has had Atomics.waitAsync since 16; the project's ES2023 lib does not declare it yet. */
const { waitAsync } = Atomics as unknown as {
  waitAsync(
    array: Int32Array,
    index: number,
    value: number,
    timeoutMs: number,
  ): { async: false; value: string } | { async: true; value: Promise<string> };
};

/** The shared counter: make one per log in the thread that opens it, hand it to the others. */
export type AppendSignal = Int32Array;

export const newAppendSignal = (): AppendSignal => new Int32Array(new SharedArrayBuffer(4));

/** Bumps the counter; answers the value it left, so the bumping thread knows its own. */
export function signalAppend(signal: AppendSignal): number {
  const value = Atomics.add(signal, 0, 1) + 1;
  Atomics.notify(signal, 0);
  return value;
}

/**
 * Calls `onBump` each time another thread bumps the counter, until stopped. A bump this thread
 * made itself (`isOwn`) wakes nobody here: this thread's appends are announced in-thread already.
 */
export function followAppendSignal(
  signal: AppendSignal,
  onBump: () => void,
  isOwn: (value: number) => boolean,
): () => void {
  let stopped = false;
  void (async () => {
    let seen = Atomics.load(signal, 0);
    while (!stopped) {
      // The timeout only lets a stopped follower end; the bump itself wakes it at once.
      const wait = waitAsync(signal, 0, seen, 1_000);
      if (wait.async) await wait.value;
      const now = Atomics.load(signal, 0);
      if (now === seen || stopped) continue;
      seen = now;
      if (!isOwn(now)) onBump();
    }
  })();
  return () => {
    stopped = true;
  };
}
