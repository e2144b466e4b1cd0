import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DomainError } from '../shared/domain-error.ts';
import { fold } from '../shared/decider.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { specFor } from '../testing/given-when-then.ts';
import {
  customerCommandSchemas,
  type CustomerCommandOf,
  type CustomerCommandType,
} from './customer.commands.ts';
import { customerDecider } from './customer.decider.ts';
import {
  CustomerAddressAdded,
  CustomerAddressDeleted,
  CustomerAddressEdited,
  CustomerAddressLocated,
  CustomerCreated,
} from './customer.events.ts';

const metadata: CommandMetadata = {
  commandId: 'cmd-c1',
  vendorId: 'vendor-1',
  actor: { userId: 'cashier-1', kind: 'STAFF' },
  now: '2025-03-21T08:00:00.000Z',
};
const customer = { phone: '09123456789', customerId: 'customer-1' };
const command = <T extends CustomerCommandType>(
  type: T,
  input: Omit<z.input<(typeof customerCommandSchemas)[T]>, 'phone' | 'customerId'>,
): CustomerCommandOf<T> =>
  ({
    type,
    data: customerCommandSchemas[type].parse({ ...customer, ...input }),
    metadata,
  }) as CustomerCommandOf<T>;

const given = specFor(customerDecider);
const created = CustomerCreated({ ...customer, firstName: 'رضا', lastName: 'محمدی' });
const home = {
  title: 'خانه',
  text: 'تهران، خیابان ولیعصر، کوچه ۱۲',
  latitude: 35.7,
  longitude: 51.4,
};
const homeAdded = CustomerAddressAdded({
  customerId: 'customer-1',
  addressId: 'a1',
  title: 'خانه',
  text: home.text,
  location: { latitude: 35.7, longitude: 51.4 },
  details: null,
  offline: false,
});

function refusal(
  history: Parameters<typeof fold>[1],
  cmd: Parameters<typeof customerDecider.decide>[0],
) {
  try {
    customerDecider.decide(cmd, fold(customerDecider, history as never));
  } catch (e) {
    if (e instanceof DomainError) return e;
  }
  throw new Error('expected a refusal');
}

describe('CreateCustomer', () => {
  it('creates with a normalised phone', () => {
    const create = command('CreateCustomer', { firstName: 'رضا', lastName: 'محمدی' });
    given([])
      .when({ ...create, data: { ...create.data, phone: '09123456789' } })
      .then([created]);
    expect(
      customerCommandSchemas.CreateCustomer.parse({
        ...customer,
        phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
        firstName: 'a',
        lastName: 'b',
      }).phone,
    ).toBe('09123456789');
  });

  it('brings the first address in the same append; a bad one refuses both', () => {
    const create = command('CreateCustomer', {
      firstName: 'رضا',
      lastName: 'محمدی',
      address: { addressId: 'a1', ...home },
    });
    given([]).when(create).then([created, homeAdded]);
    const { latitude: _a, longitude: _b, ...noPoint } = home;
    const offline = command('CreateCustomer', {
      firstName: 'رضا',
      lastName: 'محمدی',
      address: { addressId: 'a1', ...noPoint, offline: true },
    });
    given([])
      .when(offline)
      .then([created, CustomerAddressAdded({ ...homeAdded.data, location: null, offline: true })]);
    const bad = command('CreateCustomer', {
      firstName: 'رضا',
      lastName: 'محمدی',
      address: { addressId: 'a1', ...noPoint },
    });
    expect(refusal([], bad)).toMatchObject({ code: 'ADDRESS_ADD_FAILED' });
  });

  it('a phone is one customer per vendor: PHONE_EXISTS on the phone field', () => {
    const error = refusal([created], command('CreateCustomer', { firstName: 'x', lastName: 'y' }));
    expect(error).toMatchObject({ code: 'PHONE_EXISTS', errors: [{ field: 'phoneNumber' }] });
  });
});

describe('addresses', () => {
  const { offline: _offline, ...homeFields } = homeAdded.data;

  it('adds, edits and deletes an address', () => {
    given([created])
      .when(command('AddAddress', { addressId: 'a1', ...home }))
      .then([homeAdded]);
    given([created, homeAdded])
      .when(command('EditAddress', { addressId: 'a1', ...home, details: 'پلاک ۴، واحد ۲' }))
      .then([CustomerAddressEdited({ ...homeFields, details: 'پلاک ۴، واحد ۲' })]);
    given([created, homeAdded])
      .when(command('DeleteAddress', { addressId: 'a1' }))
      .then([CustomerAddressDeleted({ customerId: 'customer-1', addressId: 'a1' })]);
  });

  it('an edit without coordinates keeps the point; the same values change nothing', () => {
    const { latitude: _a, longitude: _b, ...noPoint } = home;
    given([created, homeAdded])
      .when(command('EditAddress', { addressId: 'a1', ...noPoint }))
      .then([]);
  });

  it('«خطا در ثبت آدرس» with a field error per problem', () => {
    const error = refusal(
      [created],
      command('AddAddress', {
        addressId: 'a2',
        title: ' ',
        text: 'x',
        latitude: 95,
        longitude: 200,
      }),
    );
    expect(error.code).toBe('ADDRESS_ADD_FAILED');
    expect(error.message).toBe('خطا در ثبت آدرس');
    expect(error.errors.map((e) => e.field)).toEqual(['title', 'latitude', 'longitude']);
  });

  it('an online address needs its map point; an offline one is located later', () => {
    const { latitude: _a, longitude: _b, ...noPoint } = home;
    const missing = refusal([created], command('AddAddress', { addressId: 'a2', ...noPoint }));
    expect(missing.errors).toMatchObject([{ field: 'latitude', code: 'LOCATION_REQUIRED' }]);
    const offline = CustomerAddressAdded({
      ...homeAdded.data,
      addressId: 'a2',
      location: null,
      offline: true,
    });
    given([created])
      .when(command('AddAddress', { addressId: 'a2', ...noPoint, offline: true }))
      .then([offline]);
    given([created, offline])
      .when(command('LocateAddress', { addressId: 'a2', latitude: 35.7, longitude: 51.4 }))
      .then([
        CustomerAddressLocated({
          customerId: 'customer-1',
          addressId: 'a2',
          latitude: 35.7,
          longitude: 51.4,
        }),
      ]);
    const bad = refusal(
      [created, offline],
      command('LocateAddress', { addressId: 'a2', latitude: -91, longitude: 0 }),
    );
    expect(bad).toMatchObject({ code: 'ADDRESS_EDIT_FAILED', message: 'خطا در ویرایش آدرس' });
  });

  it('unknown address, unknown customer, or another customer id', () => {
    given([created])
      .when(command('DeleteAddress', { addressId: 'zz' }))
      .thenRefuses('ADDRESS_NOT_FOUND');
    given([])
      .when(command('DeleteAddress', { addressId: 'a1' }))
      .thenRefuses('CUSTOMER_NOT_FOUND');
    const other = command('DeleteAddress', { addressId: 'a1' });
    given([created, homeAdded])
      .when({ ...other, data: { ...other.data, customerId: 'customer-2' } })
      .thenRefuses('CUSTOMER_NOT_FOUND');
  });
});
