import { describe, expect, it } from 'vitest';
import { checkOrderTargets } from './order-targets.ts';
import type { Throughput } from './throughput.ts';

const run = (requestsPerSecond: number, p99: number) =>
  ({ requestsPerSecond, p99 }) as unknown as Throughput;

describe('order bench targets', () => {
  it('says which goals a run met', () => {
    const checks = checkOrderTargets({
      bare: run(40_000, 3),
      embedded: run(4_200, 18),
      postgres: run(1_900, 45),
      boardP99: 12,
      trackerP99: 60,
      rowWrites: 65,
      submissionHandlers: 8,
    });
    expect(Object.fromEntries(checks.map((c) => [c.target, c.met]))).toEqual({
      'row writes per order lifecycle ≤ 25': false,
      'read models handling OrderSubmitted ≤ 8': true,
      'embedded ≥ 10 % of bare fastify': true,
      'embedded p99 < 50 ms': true,
      'PostgreSQL ≥ 5 % of bare fastify': false,
      'PostgreSQL p99 < 50 ms': true,
      'submit-to-screen p99 < 50 ms (boards, trackers)': false,
    });
  });
});
