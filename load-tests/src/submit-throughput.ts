// Orders submitted as fast as CONNECTIONS clients can for SECONDS, against a running gateway: the
// demo vendor's menu, the demo owner's token, a fresh order id per request.
import { demoOwnerToken } from './demo-login.ts';
import { loadMenu, orderBody, orderTemplate } from './order-request.ts';
import type { Server } from './processes.ts';
import { cpuPer, threadCpu } from './thread-cpu.ts';
import { measureThroughput, type Throughput } from './throughput.ts';

/** The lanes finish what the last orders gave them before the CPU is read again. */
const SETTLE_MS = 1_000;

export interface OrderThroughput extends Throughput {
  /** CPU per order taken, µs: the order thread, and every other thread (lanes, GC, renderer). */
  readonly cpuPerOrder: { readonly mainUs: number; readonly otherUs: number };
}

export async function submitThroughput(
  server: Server,
  options: { readonly connections: number; readonly seconds: number },
  /** The demo owner's token, when the caller logged in already (one code per minute). */
  knownToken?: string,
): Promise<OrderThroughput> {
  const template = orderTemplate(await loadMenu(server.url));
  const token = knownToken ?? (await demoOwnerToken(server.url));
  const before = threadCpu(server.pid);
  const t = await measureThroughput(server.url, () => orderBody(template), { ...options, token });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { ...t, cpuPerOrder: cpuPer(before, threadCpu(server.pid), Math.max(1, t.answered)) };
}
