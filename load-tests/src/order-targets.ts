// The order path's goals (issue "Order path at 5,000 orders/s"), checked against a bench run and
// printed beside the figures, each said met or not.
import type { Throughput } from './throughput.ts';

export interface OrderBenchFigures {
  readonly bare: Throughput;
  readonly embedded: Throughput;
  readonly postgres: Throughput;
  /** Submit-to-screen p99 of the kitchen boards and of the trackers, ms. */
  readonly boardP99: number;
  readonly trackerP99: number;
}

export interface TargetCheck {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

const perSecond = (t: Throughput) => `${Math.round(t.requestsPerSecond).toLocaleString('en')}/s`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

export function checkOrderTargets(f: OrderBenchFigures): TargetCheck[] {
  const share = f.embedded.requestsPerSecond / f.bare.requestsPerSecond;
  return [
    {
      target: 'embedded ≥ 5,000 orders/s',
      measured: perSecond(f.embedded),
      met: f.embedded.requestsPerSecond >= 5_000,
    },
    { target: 'embedded p99 < 20 ms', measured: ms(f.embedded.p99), met: f.embedded.p99 < 20 },
    {
      target: 'embedded ≥ 10 % of bare fastify',
      measured: `${(share * 100).toFixed(1)} %`,
      met: share >= 0.1,
    },
    {
      target: 'PostgreSQL ≥ 2,500 orders/s',
      measured: perSecond(f.postgres),
      met: f.postgres.requestsPerSecond >= 2_500,
    },
    { target: 'PostgreSQL p99 < 50 ms', measured: ms(f.postgres.p99), met: f.postgres.p99 < 50 },
    {
      target: 'submit-to-screen p99 < 50 ms (boards, trackers)',
      measured: `${ms(f.boardP99)}, ${ms(f.trackerP99)}`,
      met: f.boardP99 < 50 && f.trackerP99 < 50,
    },
  ];
}

export const targetRows = (checks: readonly TargetCheck[]) =>
  checks.map((c) => ({ target: c.target, measured: c.measured, met: c.met ? 'yes' : 'NO' }));
