// Calls of the back-office record routes (food shifts, printers, stations, default descriptions,
// banking) as the demo staff: the owner of A (everything), A's cashier (orders.take, menu.view),
// A's kitchen (kitchen.view, menu.view), the owner of B on B's domain, and nobody; and a test
// file's gateway, started before its tests and closed after them, with this client or its own.
import { afterAll, beforeAll } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FieldErrorBody {
  code: string;
  message: string;
  errors: { field: string; code: string; message: string }[];
}

export async function recordClient(gw: TestGateway) {
  const as = async (userId: string) => ({
    authorization: `Bearer ${await gw.tokenFor(userId)}`,
  });
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    owner: gw.asOwner,
    ownerB: gw.asOwnerB,
    cashier: await as('demo-cashier'),
    kitchen: await as('demo-kitchen'),
    anonymous: {},
    call,
  };
}

/**
 * A test file's gateway and the client `clientOf` makes for it: started before the file's tests,
 * closed after them. The object is filled in by beforeAll, so read it inside tests and hooks.
 */
export function testGatewayWith<C extends object>(
  clientOf: (gw: TestGateway) => Promise<C>,
): C & { gw: TestGateway } {
  const started = {} as C & { gw: TestGateway };
  beforeAll(async () => {
    const gw = await startTestGateway();
    Object.assign(started, await clientOf(gw), { gw });
  }, 30_000);
  afterAll(() => started.gw.close());
  return started;
}

export const recordTestGateway = () => testGatewayWith(recordClient);

/** The field paths of a refusal, in order. */
export const fieldsOf = (body: FieldErrorBody): string[] => body.errors.map((e) => e.field);
