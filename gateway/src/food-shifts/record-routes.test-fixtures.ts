// Calls of the back-office record routes (food shifts, printers, stations, default descriptions)
// as the demo staff: the owner of A (everything), A's cashier (orders.take, menu.view), A's
// kitchen (kitchen.view, menu.view), the owner of B on B's domain, and nobody.
import type { TestGateway } from '../testing/test-gateway.ts';

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

/** The field paths of a refusal, in order. */
export const fieldsOf = (body: FieldErrorBody): string[] => body.errors.map((e) => e.field);
