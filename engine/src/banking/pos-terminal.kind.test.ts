// A POS terminal's rules: titles unique per vendor, a bank's terminal number used once, a network
// reader needs both IP and port, two readers never share an address; activation is a patch.
import { describe, expect, it } from 'vitest';
import { recordsOf, refusalOf } from '../food-shifts/record-kind.test-fixtures.ts';
import { posTerminalKind, type PosTerminalInput } from './pos-terminal.kind.ts';

const terminals = recordsOf(posTerminalKind);
const counter: PosTerminalInput = {
  title: 'کارت‌خوان صندوق',
  bankProvider: 'MELLAT',
  terminalId: '۱۲۳۴۵۶۷۸',
  serialNumber: 'PAX-S90-001',
  ip: '192.168.1.60',
  port: 1024,
};

describe('writing a POS terminal', () => {
  it('creates an active reader, digits made Latin, empty optional fields as null', () => {
    const [event] = terminals.create({}, 't1', counter);
    expect(event).toEqual({
      type: 'PosTerminalCreated',
      data: { id: 't1', fields: { ...counter, terminalId: '12345678', active: true } },
    });
    const usb = terminals.create({}, 't2', { ...counter, ip: '', port: null, serialNumber: '' });
    expect(usb[0]!.data).toMatchObject({ fields: { ip: null, port: null, serialNumber: null } });
  });

  it('refuses an IP without a port and a port without an IP, naming the missing one', () => {
    expect(refusalOf(() => terminals.create({}, 't', { ...counter, port: null }))).toMatchObject({
      code: 'POS_TERMINAL_PORT_REQUIRED',
      errors: [{ field: 'port' }],
    });
    expect(refusalOf(() => terminals.create({}, 't', { ...counter, ip: null }))).toMatchObject({
      code: 'POS_TERMINAL_IP_REQUIRED',
      errors: [{ field: 'ip' }],
    });
  });

  it('refuses a taken title, a bank’s terminal number twice and a shared address', () => {
    const existing = { t1: counter };
    const refusal = refusalOf(() => terminals.create(existing, 't2', { ...counter }));
    expect(refusal.errors.map((e) => e.field)).toEqual(['title', 'terminalId', 'ip']);
    // Another bank may use the same number; another port is another address.
    const other = { ...counter, title: 'دوم', bankProvider: 'SAMAN' as const, port: 1025 };
    expect(terminals.create(existing, 't2', other)).toHaveLength(1);
  });

  it('refuses a bad IP, a terminal number with letters and an unknown bank as input errors', () => {
    const refusal = refusalOf(() =>
      terminals.create({}, 't', {
        ...counter,
        ip: '300.1.1.1',
        terminalId: 'ABC',
        bankProvider: 'NOBANK' as never,
      }),
    );
    expect(refusal.code).toBe('INVALID_INPUT');
    expect(refusal.errors.map((e) => e.field).sort()).toEqual(['bankProvider', 'ip', 'terminalId']);
  });

  it('keeps its own title and number when edited', () => {
    const events = terminals.change({ t1: counter }, 't1', { ...counter, active: false });
    expect(events[0]!.data).toMatchObject({ fields: { active: false } });
  });
});
