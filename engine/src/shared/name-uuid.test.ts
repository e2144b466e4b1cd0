import { v5, v7, validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { nameUuid, timeLedNameUuid } from './name-uuid.ts';

const namespace = '6f1c2a4e-5b0d-4c8e-9a43-0d2f3b7e9c11';

describe('name-based ids', () => {
  it("are uuid's v5 ids, for Latin and Persian names alike", () => {
    const idOf = nameUuid(namespace);
    for (const name of ['vendor-1/cmd-1#0', 'ticket/سفارش/۱۲', ''])
      expect(idOf(name)).toBe(v5(name, namespace));
  });
});

describe('time-led name-based ids', () => {
  const idOf = timeLedNameUuid(namespace);
  const madeAt = (ms: number) => v7({ msecs: ms, seq: 0 });

  it('begin with the milliseconds of the time-ordered id in the name, as version 8 UUIDs', () => {
    const order = madeAt(Date.UTC(2026, 10, 25, 9, 30));
    const id = idOf(`vendor-1/submit-order:${order}#0`);
    expect(validate(id)).toBe(true);
    expect(version(id)).toBe(8);
    expect(id.slice(0, 13)).toBe(order.slice(0, 13));
    expect('89ab').toContain(id[19]);
  });

  it('are the same for the same name, and differ by vendor, command and index', () => {
    const order = madeAt(Date.UTC(2026, 10, 25, 9, 30));
    const name = (vendor: string, index: number) => `${vendor}/submit-order:${order}#${index}`;
    expect(idOf(name('vendor-1', 0))).toBe(idOf(name('vendor-1', 0)));
    const ids = [name('vendor-1', 0), name('vendor-1', 1), name('vendor-2', 0)].map((n) => idOf(n));
    expect(ids.map((id) => version(id))).toEqual([8, 8, 8]);
    expect(new Set(ids).size).toBe(3);
    expect(idOf(name('vendor-1', 0).toUpperCase())).not.toBe(ids[0]);
  });

  it('sort by the time of the ids in their names', () => {
    const times = [0, 1, 2, 60_000, 86_400_000].map((d) => Date.UTC(2026, 0, 1) + d);
    const ids = times.map((ms, i) => idOf(`vendor-1/submit-order:${madeAt(ms)}#${i % 2}`));
    expect([...ids].sort()).toEqual(ids);
  });

  it('take their time from the part of the name they are told to', () => {
    const [vendor, order] = [madeAt(Date.UTC(2020, 0, 1)), madeAt(Date.UTC(2026, 10, 25))];
    const command = `submit-order:${order}`;
    expect(idOf(`${vendor}/${command}#0`, command).slice(0, 13)).toBe(order.slice(0, 13));
    expect(idOf(`${vendor}/cmd-1#0`, 'cmd-1')).toBe(v5(`${vendor}/cmd-1#0`, namespace));
  });

  it('led by a time-led id, begin with its time too (a print job of a kitchen ticket)', () => {
    const ticket = idOf(`ticket/${madeAt(Date.UTC(2026, 10, 25))}/c/OrderSubmitted`);
    const job = idOf(`kitchen/vendor-1/${ticket}/station/printer`, ticket);
    expect(job.slice(0, 13)).toBe(ticket.slice(0, 13));
    expect(job).not.toBe(ticket);
  });

  it('are v5 ids when the name holds no time-ordered id', () => {
    for (const name of ['vendor-1/cmd-1#0', `vendor-1/${v5('x', namespace)}#0`, 'ticket/سفارش/۱۲'])
      expect(idOf(name)).toBe(v5(name, namespace));
  });
});
