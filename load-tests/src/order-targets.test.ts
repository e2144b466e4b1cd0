import { describe, expect, it } from 'vitest';
import { checkOrderTargets } from './order-targets.ts';
import type { Throughput } from './throughput.ts';

const run = (requestsPerSecond: number, p99: number) =>
  ({ requestsPerSecond, p99 }) as unknown as Throughput;

describe('order bench targets', () => {
  it('says which goals a run met', () => {
    const checks = checkOrderTargets({
      bare: run(40_000, 3),
      embedded: run(5_200, 18),
      postgres: run(2_000, 45),
      boardP99: 12,
      trackerP99: 60,
    });
    expect(Object.fromEntries(checks.map((c) => [c.target, c.met]))).toEqual({
      'embedded ≥ 5,000 orders/s': true,
      'embedded p99 < 20 ms': true,
      'embedded ≥ 10 % of bare fastify': true,
      'PostgreSQL ≥ 2,500 orders/s': false,
      'PostgreSQL p99 < 50 ms': true,
      'submit-to-screen p99 < 50 ms (boards, trackers)': false,
    });
  });
});
