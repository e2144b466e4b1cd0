// Latency of report routes on a running gateway: each route asked `requests` times, one request
// at a time after a few warm-up requests, with a manager's token; a route that answers 404 does
// not exist yet and is reported as such.
import { VENDOR_HEADERS } from '../order-request.ts';
import { percentile } from '../stats.ts';

export interface RouteTarget {
  readonly name: string;
  /** Path and query. */
  readonly path: string;
}

export type RouteLatency =
  | {
      readonly name: string;
      readonly path: string;
      readonly p50: number;
      readonly p95: number;
      readonly p99: number;
      readonly samples: number;
      readonly bytes: number;
    }
  | { readonly name: string; readonly path: string; readonly missing: string };

const WARM_UP = 3;

async function timed(
  url: string,
  token: string,
): Promise<{ ms: number; status: number; bytes: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { ...VENDOR_HEADERS, authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, bytes: text.length, text };
}

export async function measureRoute(
  baseUrl: string,
  token: string,
  target: RouteTarget,
  requests: number,
): Promise<RouteLatency> {
  const url = `${baseUrl}${target.path}`;
  const first = await timed(url, token);
  if (first.status === 404 && first.text.includes('ROUTE_NOT_FOUND')) {
    return { ...target, missing: 'no such route yet (404)' };
  }
  if (first.status !== 200)
    return { ...target, missing: `${first.status}: ${first.text.slice(0, 200)}` };
  for (let i = 1; i < WARM_UP; i++) await timed(url, token);
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) samples.push((await timed(url, token)).ms);
  return {
    ...target,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    samples: samples.length,
    bytes: first.bytes,
  };
}
