// The drawer's customer of a courier order, why a refund is off, and lines after their refunds
// (issue 30 §11, §13).
import type { DeliveryOrderView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { customerFactsOf } from './order-customer.ts';
import { isCourierOrder } from './order-delivery.api.ts';
import { refundBlockOf } from './order-moves.ts';
import { anOrder } from './order.test-fixtures.ts';
import { lineAfterRefunds } from './refund-choice.ts';

const courierOrder = (changes: Partial<DeliveryOrderView> = {}): DeliveryOrderView => ({
  orderId: 'order-1',
  status: 'CONFIRMED',
  customerName: 'سارا رضایی',
  customerPhone: '0912 100 0001',
  addressId: 'address-1',
  address: { title: 'خانه', text: 'ونک، پلاک ۱۲', latitude: 35.76, longitude: 51.41 },
  finalPrice: 1_000_000,
  trip: null,
  trips: [],
  submittedAt: '2025-03-21T08:00:00.000Z',
  updatedAt: '2025-03-21T08:00:00.000Z',
  ...changes,
});

describe('a courier order’s customer', () => {
  it('is asked for courier orders only', () => {
    expect(isCourierOrder({ deliveryType: 'DELIVER' })).toBe(true);
    expect(isCourierOrder({ deliveryType: 'ZFEXPRESS' })).toBe(true);
    expect(isCourierOrder({ deliveryType: 'SERVE' })).toBe(false);
    expect(isCourierOrder({ deliveryType: undefined })).toBe(false);
  });

  it('reads as name, a phone to dial, the address and the notes', () => {
    const facts = customerFactsOf(
      courierOrder({ description: 'بدون پیاز', note: 'زنگ دوم را بزنید' }),
    );
    expect(facts).toEqual({
      name: 'سارا رضایی',
      phone: { text: '0912 100 0001', href: 'tel:09121000001' },
      address: 'خانه — ونک، پلاک ۱۲',
      description: 'بدون پیاز',
      note: 'زنگ دوم را بزنید',
    });
  });

  it('reads out an address not on the map yet (a phone order’s) in its words', () => {
    const facts = customerFactsOf(
      courierOrder({ address: null, unlocatedAddress: { title: 'محل کار', text: 'ونک' } }),
    );
    expect(facts.address).toBe('محل کار — ونک');
  });

  it('leaves out what the order does not have', () => {
    const facts = customerFactsOf(
      courierOrder({ customerName: null, customerPhone: '  ', address: null }),
    );
    expect(facts).toEqual({});
  });
});

describe('the refund button', () => {
  const paid = { amountPaid: 1_000_000 };

  it('is on for a paid order and someone who may refund', () => {
    expect(refundBlockOf(anOrder(paid), true)).toBeUndefined();
    expect(refundBlockOf(anOrder({ ...paid, amountRefunded: 400_000 }), true)).toBeUndefined();
  });

  it('is off, saying why: no permission, nothing paid, all given back', () => {
    expect(refundBlockOf(anOrder(paid), false)).toBe('permission');
    expect(refundBlockOf(anOrder(), true)).toBe('nothingPaid');
    expect(refundBlockOf(anOrder({ ...paid, amountRefunded: 1_000_000 }), true)).toBe(
      'allRefunded',
    );
  });
});

describe('a line after its refunds', () => {
  const [kabab] = anOrder().lines;

  it('keeps the units not given back', () => {
    expect(lineAfterRefunds({ ...kabab!, refundedCount: 1 })).toEqual({
      refunded: 1,
      keptAmount: 400_000,
    });
    expect(lineAfterRefunds({ ...kabab!, refundedCount: 2 })).toEqual({
      refunded: 2,
      keptAmount: 0,
    });
    expect(lineAfterRefunds(kabab!)).toEqual({ refunded: 0, keptAmount: 800_000 });
  });
});
