// Percentiles and the printed table of the store benchmark.
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);

export interface BenchRow {
  readonly store: string;
  readonly scenario: string;
  readonly count: number;
  readonly perSecond: number;
  /** Append latency, or subscription lag for the lag scenario, in milliseconds. */
  readonly latencies: readonly number[];
  readonly measures: 'append latency' | 'subscription lag';
}

export function printTable(rows: readonly BenchRow[]): void {
  const header = ['store', 'scenario', 'events', 'appends/s', 'measure', 'p50 ms', 'p99 ms'];
  const body = rows.map((row) => {
    const sorted = [...row.latencies].sort((a, b) => a - b);
    return [
      row.store,
      row.scenario,
      String(row.count),
      Math.round(row.perSecond).toLocaleString('en-US'),
      row.measures,
      percentile(sorted, 50).toFixed(3),
      percentile(sorted, 99).toFixed(3),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i < 2 || i === 4 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of body) console.log(line(row));
}
