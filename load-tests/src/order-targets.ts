// The order path's goals (issue 31, "One order, decided once and folded once"), checked against a
// bench run and printed beside the figures, each said met or not. Throughput goals are shares of
// bare fastify in the same run: this machine's speed drifts 2–3× from day to day.
import type { Throughput } from './throughput.ts';

export interface OrderBenchFigures {
  readonly bare: Throughput;
  readonly embedded: Throughput;
  readonly postgres: Throughput;
  /** Submit-to-screen p99 of the kitchen boards and of the trackers, ms. */
  readonly boardP99: number;
  readonly trackerP99: number;
  /** Read-model row writes for one salon order's six events, and read models handling its submission. */
  readonly rowWrites: number;
  readonly submissionHandlers: number;
}

export interface TargetCheck {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const shareOf = (t: Throughput, bare: Throughput) => t.requestsPerSecond / bare.requestsPerSecond;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function checkOrderTargets(f: OrderBenchFigures): TargetCheck[] {
  const embedded = shareOf(f.embedded, f.bare);
  const postgres = shareOf(f.postgres, f.bare);
  return [
    {
      target: 'row writes per order lifecycle ≤ 25',
      measured: String(f.rowWrites),
      met: f.rowWrites <= 25,
    },
    {
      target: 'read models handling OrderSubmitted ≤ 8',
      measured: String(f.submissionHandlers),
      met: f.submissionHandlers <= 8,
    },
    {
      target: 'embedded ≥ 10 % of bare fastify',
      measured: percent(embedded),
      met: embedded >= 0.1,
    },
    { target: 'embedded p99 < 50 ms', measured: ms(f.embedded.p99), met: f.embedded.p99 < 50 },
    {
      target: 'PostgreSQL ≥ 5 % of bare fastify',
      measured: percent(postgres),
      met: postgres >= 0.05,
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
