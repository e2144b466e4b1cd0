import { describe, expect, it } from 'vitest';
import type { KitchenOrder } from '@sofre/engine/contracts';
import type { LiveChange } from '../platform/read-side.port.ts';
import { batchByTopic } from './change-batch.ts';

const kitchenOrder = (orderId: string, position: string): KitchenOrder => ({
  kind: 'kitchen-order',
  orderId,
  number: 1,
  source: 'SALON',
  status: 'CONFIRMED',
  submittedAt: '2025-03-21T10:00:00.000Z',
  sentAt: '2025-03-21T10:00:00.000Z',
  lines: [],
  parts: {},
  open: true,
  position,
});
const change = (vendorId: string, orderId: string, position: string): LiveChange => ({
  vendorId,
  topic: 'kitchen-stations',
  row: kitchenOrder(orderId, position),
  position,
});

describe('batchByTopic', () => {
  it('keeps only the last change of each row per vendor topic, in log order, serialised once', () => {
    const batches = batchByTopic([
      change('a', 'o1', '01'),
      change('a', 'o2', '02'),
      change('b', 'o9', '03'),
      change('a', 'o1', '04'),
    ]);
    expect(batches.map((b) => [b.vendorId, b.changes.map((c) => c.position)])).toEqual([
      ['a', ['02', '04']],
      ['b', ['03']],
    ]);
    expect(JSON.parse(batches[0]!.texts[1]!)).toMatchObject({
      type: 'change',
      topic: 'kitchen-stations',
      position: '04',
      row: { orderId: 'o1' },
    });
  });
});
