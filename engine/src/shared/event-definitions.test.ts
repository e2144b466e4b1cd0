// Events are the contract: validated before they are stored, upcast when an old version is read.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, eventCodec } from './event-definitions.ts';

// Version 1 stored the table as a number; version 2 keeps it as text ("A12").
const TableAssigned = defineEvent(
  'TableAssigned',
  z.object({ orderId: z.string(), tableNumber: z.string() }),
  {
    version: 2,
    upcast: (data) => {
      const v1 = data as { orderId: string; table: number };
      return { orderId: v1.orderId, tableNumber: String(v1.table) };
    },
  },
);
const codec = eventCodec([TableAssigned]);

describe('event codec', () => {
  it('upcasts an old version on read, without rewriting it', () => {
    const stored = { orderId: 'o1', table: 7 };
    expect(codec.decode('TableAssigned', stored, 1)).toEqual({
      type: 'TableAssigned',
      data: { orderId: 'o1', tableNumber: '7' },
    });
    expect(stored).toEqual({ orderId: 'o1', table: 7 });
  });

  it('reads the current version as it is', () => {
    const data = { orderId: 'o1', tableNumber: 'A12' };
    expect(codec.decode('TableAssigned', data, 2).data).toEqual(data);
  });

  it('reads an event of a schema with defaults through it: stored before the field, it lacks it', () => {
    const Opened = defineEvent(
      'Opened',
      z.object({ vendorId: z.string(), minimumBasket: z.number().default(0) }),
    );
    const stored = { vendorId: 'v1' };
    expect(eventCodec([Opened]).decode('Opened', stored, 1).data).toEqual({
      vendorId: 'v1',
      minimumBasket: 0,
    });
  });

  it('validates what an upcast gives, and an event of a version newer than it knows', () => {
    expect(() => codec.decode('TableAssigned', { orderId: 7, table: 1 }, 1)).toThrow();
    const newer = { orderId: 'o1', tableNumber: 'A12', seats: 4 };
    expect(codec.decode('TableAssigned', newer, 3).data).toEqual({
      orderId: 'o1',
      tableNumber: 'A12',
    });
    expect(() => codec.decode('TableAssigned', { orderId: 'o1' }, 3)).toThrow();
  });

  it('refuses to encode an event that breaks its schema', () => {
    expect(() =>
      codec.encode({ type: 'TableAssigned', data: { orderId: 'o1', tableNumber: 7 } }),
    ).toThrow();
  });

  it('knows the version each event type is written with', () => {
    expect(codec.versionOf('TableAssigned')).toBe(2);
    expect(() => codec.versionOf('Nope')).toThrow(/unknown event type/);
  });
});
