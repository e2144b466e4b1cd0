// A thread that lowers its priority lowers its own alone: the thread answering orders (here the
// test's own) keeps the normal one, on Linux where setpriority with pid 0 is per thread.
import { getPriority } from 'node:os';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startTsWorker } from './ts-worker.ts';

describe('a background thread', () => {
  it.runIf(process.platform === 'linux')(
    'runs ten nice steps lower (a lower priority), and its process does not',
    async () => {
      const before = getPriority();
      const worker = startTsWorker(new URL('./background-thread.test-worker.ts', import.meta.url));
      const [said] = (await once(worker, 'message')) as [{ thread: number; process: number }];
      await worker.terminate();
      expect(said.thread).toBe(Math.min(19, before + 10));
      expect(said.process).toBe(before);
      expect(getPriority()).toBe(before);
    },
  );
});
