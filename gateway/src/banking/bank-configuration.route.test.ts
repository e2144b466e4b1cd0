// /api/bankconfiguration through the real gateway: the demo vendor's configuration, a change,
// a pre-selected bank that is not enabled (field error), vendor B apart, and permissions: the
// cashier reads it (the till offers its banks) but does not change it.
import { describe, expect, it } from 'vitest';
import { demoBankConfiguration } from '../demo/demo-banking.ts';
import { recordTestGateway } from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount } from '../testing/test-gateway.ts';

const PATH = '/api/bankconfiguration';

const c = recordTestGateway();

const get = (headers: Record<string, string>) =>
  c.gw.app.inject({ method: 'GET', url: PATH, headers });
const post = (headers: Record<string, string>, payload: object) =>
  c.gw.app.inject({ method: 'POST', url: PATH, headers, payload });

describe('bank configuration', () => {
  it('answers the demo configuration to the cashier; the owner changes it', async () => {
    expect((await get(c.cashier)).json()).toEqual(demoBankConfiguration);
    const res = await post(c.owner, {
      bankTypes: ['PASARGAD', 'PARSIAN_JSON'],
      preSelectedProvider: 'PARSIAN_JSON',
    });
    expect(res.statusCode).toBe(200);
    const wanted = { bankTypes: ['PASARGAD', 'PARSIAN_JSON'], preSelectedProvider: 'PARSIAN_JSON' };
    expect(res.json()).toEqual(wanted);
    expect((await get(c.owner)).json()).toEqual(wanted);
    expect((await get(c.ownerB)).json()).toEqual(demoBankConfiguration);
    const none = await post(c.owner, { bankTypes: ['PASARGAD'] });
    expect(none.json()).toEqual({ bankTypes: ['PASARGAD'], preSelectedProvider: null });
  });

  it('refuses a pre-selected bank that is not enabled, and bad names, changing nothing', async () => {
    const before = await eventCount(c.gw);
    const res = await post(c.owner, { bankTypes: ['SAMAN'], preSelectedProvider: 'MELLAT' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'BANK_PROVIDER_NOT_ENABLED',
      errors: [
        { field: 'preSelectedProvider', message: 'بانک پیش‌فرض باید یکی از بانک‌های فعال باشد.' },
      ],
    });
    const bad = await post(c.owner, { bankTypes: ['NOBANK'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'bankTypes.0' }] });
    expect(await eventCount(c.gw)).toBe(before);
  });

  it('refuses the cashier’s change and the kitchen’s read, changing nothing', async () => {
    const before = await eventCount(c.gw);
    expect((await post(c.cashier, { bankTypes: [] })).statusCode).toBe(403);
    expect((await get(c.kitchen)).statusCode).toBe(403);
    const bOnA = { authorization: c.ownerB.authorization };
    expect((await post(bOnA, { bankTypes: [] })).statusCode).toBe(401);
    expect(await eventCount(c.gw)).toBe(before);
  });
});
