// Calls of the catalog routes through the real gateway, as the owner of vendor A unless told, and
// the catalog events recorded (to prove an edit emitted only what changed).
import type { InjectOptions } from 'fastify';
import type { TestGateway } from '../testing/test-gateway.ts';

export const CATALOG = '/api-catalog/catalog';

export interface FieldErrorBody {
  code: string;
  message: string;
  errors: { field: string; code: string; message: string }[];
}

export function catalogClient(gw: TestGateway) {
  const call = (
    method: InjectOptions['method'],
    path: string,
    payload?: object,
    headers: Record<string, string> = gw.asOwner,
  ) =>
    gw.app.inject({
      method,
      url: `${CATALOG}${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const as = async (userId: string) => ({
    authorization: `Bearer ${await gw.tokenFor(userId)}`,
  });
  /** Types of the catalog events of vendor A's stream after `from` (a count of earlier events). */
  const catalogEventsSince = async (from: number) =>
    (await gw.platform.store.readStream('catalog-vendor-demo-sofre'))
      .slice(from)
      .map((e) => e.type);
  const catalogEventCount = async () =>
    (await gw.platform.store.readStream('catalog-vendor-demo-sofre')).length;
  return { call, as, catalogEventsSince, catalogEventCount };
}

/** [code, field] of each field error. */
export const faults = (body: FieldErrorBody) => body.errors.map((e) => [e.code, e.field]);

const everyDay = (start: string, end: string) =>
  (['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((weekday) => ({
    weekday,
    start,
    end,
  }));

/**
 * Two food shifts whose answer does not depend on the hour the test runs: one open all day every
 * day, one switched off (never sells). Created through the food shift route.
 */
export async function createClockFreeShifts(gw: TestGateway) {
  const post = (id: string, title: string, active: boolean) =>
    gw.app.inject({
      method: 'POST',
      url: `${CATALOG}/foodshifts`,
      headers: gw.asOwner,
      payload: { id, title, times: everyDay('00:00', '00:00'), active },
    });
  for (const res of [
    await post('shift-always', 'همیشه', true),
    await post('shift-never', 'هرگز', false),
  ]) {
    if (res.statusCode !== 201) throw new Error(`food shift: ${res.statusCode} ${res.body}`);
  }
  return { always: 'shift-always', never: 'shift-never' };
}
