// The vendor's settlement account, invoice option, brand memberships and auto-dispatch: the account is added
// once then changed, its numbers checked with field errors; repeats change nothing.
import { describe, expect, it } from 'vitest';
import { MELLAT_CARD, MELLAT_SHEBA, MELLI_SHEBA } from '../banking/banking.test-fixtures.ts';
import { fold } from '../shared/decider.ts';
import { vendorMetadata, VENDOR_ID } from './vendor.test-fixtures.ts';
import {
  vendorAccountCommandSchemas,
  vendorAccountDecider,
  type VendorAccountCommand,
} from './vendor-account.decider.ts';
import type { VendorAccountEvent } from './vendor-account.events.ts';

type Type = VendorAccountCommand['type'];
const command = (type: Type, data: object, vendorId = VENDOR_ID) =>
  ({
    type,
    data: vendorAccountCommandSchemas[type].parse({ vendorId, ...data }),
    metadata: vendorMetadata,
  }) as VendorAccountCommand;
const given = (events: readonly VendorAccountEvent[]) => fold(vendorAccountDecider, events);
const decide = (c: VendorAccountCommand, events: readonly VendorAccountEvent[] = []) =>
  vendorAccountDecider.decide(c, given(events));

const account = {
  bankName: 'MELLAT',
  accountHolder: 'رستوران سفره',
  iban: MELLAT_SHEBA,
  cardNumber: MELLAT_CARD,
};

describe('settlement account', () => {
  it('is added once, then changed; the same account again changes nothing', () => {
    const added = decide(command('AddVendorBankAccount', { account }));
    expect(added).toMatchObject([{ type: 'VendorBankAccountAdded', data: { account } }]);
    expect(given(added).bankAccount).toEqual(account);
    expect(() => decide(command('AddVendorBankAccount', { account }), added)).toThrow(
      expect.objectContaining({ code: 'VENDOR_BANK_ACCOUNT_EXISTS' }),
    );
    expect(decide(command('ChangeVendorBankAccount', { account }), added)).toEqual([]);
    const changed = decide(
      command('ChangeVendorBankAccount', { account: { ...account, cardNumber: '' } }),
      added,
    );
    expect(changed).toMatchObject([
      { type: 'VendorBankAccountChanged', data: { account: { cardNumber: null } } },
    ]);
  });

  it('cannot be changed before it is added', () => {
    expect(() => decide(command('ChangeVendorBankAccount', { account }))).toThrow(
      expect.objectContaining({ code: 'VENDOR_BANK_ACCOUNT_NOT_FOUND' }),
    );
  });

  it('refuses a Sheba of another bank with a field error, and keeps nothing', () => {
    expect(() =>
      decide(command('AddVendorBankAccount', { account: { ...account, iban: MELLI_SHEBA } })),
    ).toThrow(
      expect.objectContaining({
        code: 'IBAN_BANK_MISMATCH',
        errors: [expect.objectContaining({ field: 'iban' })],
      }),
    );
  });

  it('belongs to the vendor of the metadata only', () => {
    expect(() => decide(command('AddVendorBankAccount', { account }, 'other'))).toThrow(
      expect.objectContaining({ code: 'VENDOR_NOT_FOUND' }),
    );
  });
});

describe('print items on the invoice, and brands', () => {
  it('is off until turned on; setting it again changes nothing', () => {
    expect(given([]).printItemsOnFactor).toBe(false);
    const on = decide(command('SetPrintItemsOnFactor', { printItemsOnFactor: true }));
    expect(given(on).printItemsOnFactor).toBe(true);
    expect(decide(command('SetPrintItemsOnFactor', { printItemsOnFactor: true }), on)).toEqual([]);
  });

  it('records each brand once', () => {
    const joined = decide(command('RecordBrandMembership', { brandId: 'b1' }));
    expect(given(joined).brandIds).toEqual(['b1']);
    expect(decide(command('RecordBrandMembership', { brandId: 'b1' }), joined)).toEqual([]);
  });
});

describe('auto-dispatch', () => {
  it('is off until a provider is chosen; choosing it again changes nothing; null turns it off', () => {
    expect(given([]).autoDispatch).toBeNull();
    const on = decide(command('SetAutoDispatch', { provider: 'SNAPP_BOX' }));
    expect(on).toEqual([
      {
        type: 'VendorAutoDispatchSet',
        data: { vendorId: VENDOR_ID, provider: 'SNAPP_BOX', at: vendorMetadata.now },
      },
    ]);
    expect(given(on).autoDispatch).toEqual({ provider: 'SNAPP_BOX', since: vendorMetadata.now });
    expect(decide(command('SetAutoDispatch', { provider: 'SNAPP_BOX' }), on)).toEqual([]);
    const off = [...on, ...decide(command('SetAutoDispatch', { provider: null }), on)];
    expect(given(off).autoDispatch).toBeNull();
    expect(decide(command('SetAutoDispatch', { provider: null }))).toEqual([]);
  });

  it('takes a courier provider, never the restaurant’s own fleet', () => {
    const schema = vendorAccountCommandSchemas.SetAutoDispatch;
    expect(schema.safeParse({ vendorId: VENDOR_ID, provider: 'OWN_FLEET' }).success).toBe(false);
    expect(schema.safeParse({ vendorId: VENDOR_ID, provider: 'MIARE' }).success).toBe(true);
  });
});

describe('pickup point', () => {
  const point = { latitude: 35.8045, longitude: 51.4339, address: 'تجریش، خیابان دربند' };

  it('is the platform’s (null) until set; set, changed, cleared; repeats change nothing', () => {
    expect(given([]).pickupPoint).toBeNull();
    const set = decide(command('SetPickupPoint', { pickupPoint: point }));
    expect(set).toMatchObject([{ type: 'VendorPickupPointSet', data: { pickupPoint: point } }]);
    expect(given(set).pickupPoint).toEqual(point);
    expect(decide(command('SetPickupPoint', { pickupPoint: point }), set)).toEqual([]);
    const cleared = decide(command('SetPickupPoint', { pickupPoint: null }), set);
    expect(given([...set, ...cleared]).pickupPoint).toBeNull();
  });

  it('refuses a point outside Iran with field errors (swapped coordinates, most often)', () => {
    expect(() =>
      decide(
        command('SetPickupPoint', { pickupPoint: { ...point, latitude: 51.43, longitude: 35.8 } }),
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'PICKUP_POINT_OUT_OF_RANGE',
        errors: [
          expect.objectContaining({ field: 'pickupPoint.latitude' }),
          expect.objectContaining({ field: 'pickupPoint.longitude' }),
        ],
      }),
    );
  });
});
