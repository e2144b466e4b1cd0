// Max throughput and latency of POST /api/orders with autocannon (the k6 scenario, runnable here).
import autocannon from 'autocannon';

export interface Throughput {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
  /** Requests answered 2xx. */
  readonly answered: number;
}

export async function measureThroughput(
  url: string,
  body: () => string,
  options: { connections: number; seconds: number; token?: string },
): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        headers: {
          'content-type': 'application/json',
          'x-vendor-domain': 'localhost',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    answered: result['2xx'],
  };
}
