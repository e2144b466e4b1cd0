// Orders submitted as fast as CONNECTIONS clients can for SECONDS, against a running gateway: the
// demo vendor's menu, the demo owner's token, a fresh order id per request.
import { demoOwnerToken } from './demo-login.ts';
import { loadMenu, orderBody, orderTemplate } from './order-request.ts';
import type { Server } from './processes.ts';
import { measureThroughput, type Throughput } from './throughput.ts';

export async function submitThroughput(
  server: Server,
  options: { readonly connections: number; readonly seconds: number },
  /** The demo owner's token, when the caller logged in already (one code per minute). */
  knownToken?: string,
): Promise<Throughput> {
  const template = orderTemplate(await loadMenu(server.url));
  const token = knownToken ?? (await demoOwnerToken(server.url));
  return measureThroughput(server.url, () => orderBody(template), { ...options, token });
}
