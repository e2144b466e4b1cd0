// /api-identity/posterminal through the real gateway: the demo reader is listed; a reader is
// added, read, edited, switched off and on, and removed; bad fields come back as field errors;
// vendor B sees none of A's; the cashier reads (the till) but cannot write; the kitchen neither.
import { describe, expect, it } from 'vitest';
import { demoTerminal } from '../demo/demo-banking.ts';
import { recordTestGateway } from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount } from '../testing/test-gateway.ts';

const T = '/api-identity/posterminal';

const c = recordTestGateway();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  c.gw.app.inject({ method, url: `${T}${url}`, headers, ...(payload ? { payload } : {}) });
type Terminal = { id: string; title: string; active: boolean; ip: string | null };
type Page = { data: Terminal[]; totalCount: number };

const reader = {
  title: 'کارت‌خوان بیرون‌بر',
  bankProvider: 'SAMAN',
  terminalId: '۸۷۶۵۴۳۲۱',
  serialNumber: 'VX-675',
  ip: '192.168.1.61',
  port: 8888,
};

describe('reading card readers', () => {
  it('lists the demo reader to the owner and the cashier, none to vendor B', async () => {
    for (const who of [c.owner, c.cashier]) {
      const page = (await call('GET', '/posterminals', who)).json<Page>();
      expect(page).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 10 });
      expect(page.data[0]).toMatchObject({ id: demoTerminal.id, ...demoTerminal.fields });
    }
    const atB = await call('GET', '/posterminals', c.ownerB);
    expect(atB.json<Page>().data.map((t) => t.id)).toEqual([demoTerminal.id]);
    // B's demo reader is B's own record: the same id, another vendor's row.
    const bId = await call('GET', `/getbyid?id=${demoTerminal.id}`, c.ownerB);
    expect(bId.statusCode).toBe(200);
  });

  it('names the card-reader banks in Persian', async () => {
    const res = await call('GET', '/bankproviders', c.cashier);
    expect(res.statusCode).toBe(200);
    const providers = res.json<{ value: string; label: string }[]>();
    expect(providers.map((p) => p.value)).toEqual([
      'MELLAT',
      'MELLI',
      'TEJARAT',
      'SAMAN',
      'ASANPARDAKHT',
      'PARSIAN_DLL',
      'PARSIAN_JSON',
      'PASARGAD',
    ]);
    expect(providers[0]).toEqual({ value: 'MELLAT', label: 'بانک ملت' });
  });

  it('refuses the kitchen (no terminals.manage nor orders.take)', async () => {
    expect((await call('GET', '/posterminals', c.kitchen)).statusCode).toBe(403);
    expect((await call('GET', '/bankproviders', c.kitchen)).statusCode).toBe(403);
  });
});

describe('managing card readers', () => {
  it('adds, reads, edits, deactivates, activates and removes a reader', async () => {
    const created = await call('POST', '', c.owner, reader);
    expect(created.statusCode).toBe(201);
    const terminal = created.json<Terminal>();
    expect(terminal).toMatchObject({ ...reader, terminalId: '87654321', active: true });

    const read = await call('GET', `/getbyid?id=${terminal.id}`, c.cashier);
    expect(read.json()).toMatchObject({ title: reader.title });
    const edited = await call('PUT', '', c.owner, {
      id: terminal.id,
      ...reader,
      ip: null,
      port: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ip: null, port: null });

    const off = await call('PATCH', `/deactivate?id=${terminal.id}`, c.owner);
    expect(off.json()).toMatchObject({ id: terminal.id, active: false, title: reader.title });
    const activeOnly = await call('GET', '/posterminals?active=true', c.cashier);
    expect(activeOnly.json<Page>().data.map((t) => t.id)).toEqual([demoTerminal.id]);
    const on = await call('PATCH', `/activate?id=${terminal.id}`, c.owner);
    expect(on.json()).toMatchObject({ active: true });
    const searched = await call(
      'GET',
      `/posterminals?Search=${encodeURIComponent('سامان')}`,
      c.cashier,
    );
    expect(searched.json<Page>().data.map((t) => t.id)).toEqual([terminal.id]);

    expect((await call('DELETE', `?id=${terminal.id}`, c.owner)).statusCode).toBe(204);
    const gone = await call('GET', `/getbyid?id=${terminal.id}`, c.owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'POS_TERMINAL_NOT_FOUND' });
  });

  it('answers bad fields as field errors and changes nothing', async () => {
    const before = await eventCount(c.gw);
    const shape = await call('POST', '', c.owner, {
      ...reader,
      ip: '999.1.1.1',
      bankProvider: 'X',
    });
    expect(shape.statusCode).toBe(400);
    const fields = shape.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['ip', 'bankProvider']));
    const noPort = await call('POST', '', c.owner, { ...reader, port: null });
    expect(noPort.statusCode).toBe(422);
    expect(noPort.json()).toMatchObject({
      code: 'POS_TERMINAL_PORT_REQUIRED',
      errors: [{ field: 'port', message: 'برای کارت‌خوان شبکه‌ای درگاه (پورت) را وارد کنید.' }],
    });
    const taken = await call('POST', '', c.owner, {
      ...demoTerminal.fields,
      title: 'کارت‌خوان  صندوق',
      port: 2000,
    });
    expect(taken.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'title',
      'terminalId',
    ]);
    expect(await eventCount(c.gw)).toBe(before);
  });

  it('answers 404 for an unknown or another vendor’s reader, and changes nothing', async () => {
    const created = await call('POST', '', c.ownerB, { ...reader, title: 'فقط در ب' });
    const bOnly = created.json<Terminal>().id;
    const before = await eventCount(c.gw);
    for (const [method, url] of [
      ['GET', `/getbyid?id=${bOnly}`],
      ['PATCH', `/activate?id=${bOnly}`],
      ['PATCH', `/deactivate?id=nope`],
      ['DELETE', `?id=${bOnly}`],
    ] as const) {
      const res = await call(method, url, c.owner);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const put = await call('PUT', '', c.owner, { id: bOnly, ...reader });
    expect(put.json()).toMatchObject({ code: 'POS_TERMINAL_NOT_FOUND' });
    expect((await call('GET', '/getbyid', c.owner)).statusCode).toBe(400);
    expect(await eventCount(c.gw)).toBe(before);
    expect((await call('GET', `/getbyid?id=${bOnly}`, c.ownerB)).statusCode).toBe(200);
  });

  it('lets the cashier read but not write, and changes nothing', async () => {
    const before = await eventCount(c.gw);
    expect((await call('POST', '', c.cashier, reader)).statusCode).toBe(403);
    expect((await call('PUT', '', c.cashier, { id: demoTerminal.id, ...reader })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/deactivate?id=${demoTerminal.id}`, c.cashier)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `?id=${demoTerminal.id}`, c.cashier)).statusCode).toBe(403);
    expect(await eventCount(c.gw)).toBe(before);
  });
});
