// The gateway as it ships and as the benches run it: compiled into gateway/dist (npm run gateway)
// and started on plain node, without tsx. It takes an order, and its worker threads run from the
// bundle: the report lane puts the order on the dashboard, and the render thread draws the kitchen
// ticket that the sandbox printer saves.
import { readFileSync } from 'node:fs';
import type { DashboardReport } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerToken } from './demo-login.ts';
import { loadMenu, orderBody, orderTemplate, VENDOR_HEADERS } from './order-request.ts';
import { freePort, startGateway, type Server } from './processes.ts';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let gateway: Server;
let printerPorts: number[];
let headers: Record<string, string>;

beforeAll(async () => {
  // Two ports (a port just closed may be handed out again).
  printerPorts = [await freePort()];
  while (printerPorts.length < 2) {
    const port = await freePort();
    if (!printerPorts.includes(port)) printerPorts.push(port);
  }
  gateway = await startGateway({
    STORE: 'sqlite',
    PRINTER_SANDBOX: 'on',
    PRINTER_SANDBOX_PORTS: printerPorts.join(','),
  });
  headers = { ...VENDOR_HEADERS, authorization: `Bearer ${await demoOwnerToken(gateway.url)}` };
}, 120_000);

afterAll(() => gateway?.stop());

const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${gateway.url}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

describe('the compiled gateway', () => {
  it('runs from gateway/dist on node alone', async () => {
    const commandLine = readFileSync(`/proc/${gateway.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine.some((arg) => arg.endsWith('gateway/dist/server.js'))).toBe(true);
    expect(commandLine.join(' ')).not.toMatch(/tsx/);
  });

  it('takes an order, reports it from its report lane and prints it from its render thread', async () => {
    // The demo's printers, moved onto the sandbox printer's ports of this run.
    for (const [id, port] of [
      ['printer-kitchen', printerPorts[0]],
      ['printer-counter', printerPorts[1]],
    ] as const) {
      const printer = await get<object>(`/api-catalog/catalog/printers/${id}`);
      const moved = await fetch(`${gateway.url}/api-catalog/catalog/printers`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...printer, ip: '127.0.0.1', port }),
      });
      expect(moved.status, await moved.text()).toBe(200);
    }
    const template = orderTemplate(await loadMenu(gateway.url));
    const taken = await fetch(`${gateway.url}/api/orders`, {
      method: 'POST',
      headers,
      body: orderBody(template),
    });
    expect(taken.status, await taken.clone().text()).toBeLessThan(300);

    const dashboard = await eventually(
      () => get<DashboardReport>('/api/reports/dashboard'),
      (d) => d.figures.orders.today >= 1,
    );
    expect(dashboard.figures.orders.today).toBeGreaterThanOrEqual(1);
    const { prints } = await eventually(
      () => get<{ prints: { width: number }[] }>('/sandbox/printer/prints'),
      (p) => p.prints.length > 0,
    );
    expect(prints.length).toBeGreaterThan(0);
    expect(prints[0]!.width).toBeGreaterThan(0);
  });
});
