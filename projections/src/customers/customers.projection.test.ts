import {
  CustomerAddressAdded,
  CustomerAddressDeleted,
  CustomerAddressEdited,
  CustomerAddressLocated,
  CustomerCreated,
} from '@sofre/engine/customers';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, OTHER_VENDOR, orderKey } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { viewsOf } from '../orders/order-document/order-views.fixtures.ts';
import { customerOrderOf } from './customer-order.view.ts';
import { customersProjection } from './customers.projection.ts';

const AT = '2025-03-21T08:00:00Z';
const reza = { customerId: 'c1', phone: '09123456789', firstName: 'رضا', lastName: 'محمدی' };
const home = {
  customerId: 'c1',
  addressId: 'a1',
  title: 'خانه',
  text: 'تهران، ونک',
  location: null,
  details: null,
  offline: true,
};

function log(vendorId = VENDOR) {
  const l = new EventLog();
  const stream = `customer-${vendorId}-${reza.phone}`;
  const add = (e: Parameters<EventLog['append']>[0]) => l.append(e, { vendorId, at: AT, stream });
  return { l, add };
}

describe('customers read model', () => {
  it('a customer row with addresses, and pointers from the phone and each address', () => {
    const { l, add } = log();
    add(CustomerCreated(reza));
    add(CustomerAddressAdded(home));
    add(
      CustomerAddressAdded({
        ...home,
        addressId: 'a2',
        title: 'کار',
        offline: false,
        location: { latitude: 35.7, longitude: 51.4 },
      }),
    );
    add(
      CustomerAddressLocated({
        customerId: 'c1',
        addressId: 'a1',
        latitude: 35.76,
        longitude: 51.41,
      }),
    );
    add(
      CustomerAddressEdited({
        ...home,
        addressId: 'a2',
        title: 'دفتر',
        location: { latitude: 35.7, longitude: 51.4 },
        details: 'طبقه ۳',
      }),
    );
    const rows = projectInMemory(customersProjection, l.events);
    expect(rows.get(`customer:${VENDOR}:c1`)).toMatchObject({
      id: 'c1',
      phoneNumber: reza.phone,
      createdAt: '2025-03-21T08:00:00.000Z',
      addresses: [
        { id: 'a1', title: 'خانه', latitude: 35.76, longitude: 51.41, offline: true },
        { id: 'a2', title: 'دفتر', details: 'طبقه ۳', latitude: 35.7, offline: false },
      ],
    });
    expect(rows.get(`phone:${VENDOR}:${reza.phone}`)).toMatchObject({
      kind: 'PHONE',
      customerId: 'c1',
    });
    expect(rows.get(`address:${VENDOR}:a2`)).toMatchObject({ kind: 'ADDRESS', customerId: 'c1' });
  });

  it('a deleted address leaves the row and loses its pointer; applying twice changes nothing', () => {
    const { l, add } = log();
    add(CustomerCreated(reza));
    add(CustomerAddressAdded(home));
    add(CustomerAddressDeleted({ customerId: 'c1', addressId: 'a1' }));
    const once = projectInMemory(customersProjection, l.events);
    expect(once.has(`address:${VENDOR}:a1`)).toBe(false);
    expect(once.get(`customer:${VENDOR}:c1`)).toMatchObject({ addresses: [] });
    expect(projectInMemory(customersProjection, l.events, new Map(once))).toEqual(once);
  });

  it('two vendors with the same phone are two customers', () => {
    const l = new EventLog();
    for (const vendorId of [VENDOR, OTHER_VENDOR])
      l.append(CustomerCreated(reza), { vendorId, at: AT, stream: `customer-${vendorId}` });
    const rows = projectInMemory(customersProjection, l.events);
    expect(rows.get(`customer:${VENDOR}:c1`)?.vendorId).toBe(VENDOR);
    expect(rows.get(`customer:${OTHER_VENDOR}:c1`)?.vendorId).toBe(OTHER_VENDOR);
  });
});

describe('customer orders (a view of the order document)', () => {
  it('keeps orders with a customer phone (in any written form) and follows price and rejection', () => {
    const l = new EventLog();
    l.order('o1').submit({ customer: { name: 'رضا', phone: '+98 912 345 6789' } }, AT);
    l.order('o2').submit({ customer: { name: 'بی‌شماره' } }, AT);
    const o3 = l.order('o3');
    o3.submit({ customer: { phone: '۰۹۱۲۳۴۵۶۷۸۹' } }, AT);
    o3.moveTo('REJECTED', AT, 'تمام شد');
    const rows = viewsOf(l.events, customerOrderOf);
    expect([...rows.keys()]).toEqual([orderKey('o1'), orderKey('o3')]);
    expect(rows.get(orderKey('o1'))).toMatchObject({
      phone: '09123456789',
      name: 'رضا',
      status: 'SUBMITTED',
    });
    expect(rows.get(orderKey('o3'))).toMatchObject({ phone: '09123456789', status: 'REJECTED' });
  });
});
