// A local stand-in for api.neshan.org (node:http on port 0) so the real client is tested over
// real HTTP without leaving the machine. Each request takes the next scripted answer; without
// one it answers like Neshan's documented example for the point asked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NeshanRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly apiKey: string | undefined;
}

/** A status and JSON body, or: `hang` (never answer) / `drop` (cut the connection). */
export type NeshanAnswer = { status: number; body: unknown } | 'hang' | 'drop';

export const neshanOk = (formattedAddress: string, extra: object = {}): NeshanAnswer => ({
  status: 200,
  body: {
    status: 'OK',
    formatted_address: formattedAddress,
    route_name: 'سازمان آب',
    route_type: 'secondary',
    neighbourhood: 'فاطمی',
    city: 'تهران',
    state: 'استان تهران',
    place: null,
    municipality_zone: '6',
    in_traffic_zone: true,
    in_odd_even_zone: true,
    village: null,
    county: 'شهرستان تهران',
    district: 'بخش مرکزی شهرستان تهران',
    ...extra,
  },
});

/** Neshan's error answers carry their code as the HTTP status. */
export const neshanError = (code: number, message: string): NeshanAnswer => ({
  status: code,
  body: { status: 'ERROR', code, message },
});

export async function startFakeNeshan() {
  const requests: NeshanRequest[] = [];
  const script: NeshanAnswer[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = req.headers['api-key'];
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apiKey: typeof key === 'string' ? key : undefined,
    });
    const answer = script.shift() ?? neshanOk('تهران، دکتر فاطمی، حجاب، سازمان آب');
    if (answer === 'hang') return;
    if (answer === 'drop') return void req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (...answers: NeshanAnswer[]) => void script.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
