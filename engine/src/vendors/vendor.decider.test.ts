import { describe, expect, it } from 'vitest';
import { defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import { specFor } from '../testing/given-when-then.ts';
import { RegisterVendorData } from './vendor.commands.ts';
import { vendorDecider } from './vendor.decider.ts';
import { normalizeHost, VendorRegistered, VendorSettingsChanged } from './vendor.events.ts';
import { registerSofre, VENDOR_ID, vendorCommand } from './vendor.test-fixtures.ts';

const given = specFor(vendorDecider);
const registered = VendorRegistered({
  vendorId: VENDOR_ID,
  name: 'رستوران سفره',
  domains: ['localhost', 'sofre.ir'],
  currencyUnit: 'TOMAN',
  pricingSettings: defaultPricingSettings,
  preparationTime: 20,
});

describe('RegisterVendor', () => {
  it('registers with Toman, the default pricing settings and 20 minutes of preparation', () => {
    given([]).when(registerSofre()).then([registered]);
  });

  it('normalises host names and drops repeats', () => {
    const command = vendorCommand('RegisterVendor', {
      name: 'سفره',
      domains: ['Sofre.IR:443', 'sofre.ir.', 'localhost'],
    });
    const [event] = vendorDecider.decide(command, vendorDecider.initialState());
    expect(event?.data.domains).toEqual(['sofre.ir', 'localhost']);
  });

  it('refuses what is not a host name', () => {
    const parsed = RegisterVendorData.safeParse({ vendorId: 'v', name: 'x', domains: ['a b'] });
    expect(parsed.success).toBe(false);
    expect(normalizeHost(' LocalHost:3000 ')).toBe('localhost');
  });

  it('a second registration is VENDOR_ALREADY_EXISTS', () => {
    given([registered]).when(registerSofre()).thenRefuses('VENDOR_ALREADY_EXISTS');
  });

  it('refuses a preparation time under 14 minutes', () => {
    given([])
      .when(
        vendorCommand('RegisterVendor', { name: 'سفره', domains: ['a.ir'], preparationTime: 5 }),
      )
      .thenRefuses('PREPARATION_TIME_TOO_SHORT');
  });

  it('a vendor acts only on itself: another vendor id is VENDOR_NOT_FOUND', () => {
    given([])
      .when(vendorCommand('RegisterVendor', { vendorId: 'vendor-2', name: 'x', domains: ['x.ir'] }))
      .thenRefuses('VENDOR_NOT_FOUND');
  });
});

describe('ChangeVendorSettings', () => {
  it('records the whole new settings and the domains given up', () => {
    given([registered])
      .when(vendorCommand('ChangeVendorSettings', { domains: ['sofre.ir', 'new.sofre.ir'] }))
      .then([
        VendorSettingsChanged({
          ...registered.data,
          domains: ['sofre.ir', 'new.sofre.ir'],
          removedDomains: ['localhost'],
        }),
      ]);
  });

  it('changes the currency unit and keeps the rest', () => {
    const [event] = given([registered])
      .when(vendorCommand('ChangeVendorSettings', { currencyUnit: 'RIAL' }))
      .events();
    expect(event?.data).toMatchObject({ currencyUnit: 'RIAL', name: 'رستوران سفره' });
  });

  it('asking for the current settings changes nothing', () => {
    given([registered])
      .when(vendorCommand('ChangeVendorSettings', { name: 'رستوران سفره', currencyUnit: 'TOMAN' }))
      .then([]);
  });

  it('an unregistered vendor is VENDOR_NOT_FOUND', () => {
    given([])
      .when(vendorCommand('ChangeVendorSettings', { name: 'x' }))
      .thenRefuses('VENDOR_NOT_FOUND');
  });

  it('refuses a preparation time under 14 minutes', () => {
    given([registered])
      .when(vendorCommand('ChangeVendorSettings', { preparationTime: 10 }))
      .thenRefuses('PREPARATION_TIME_TOO_SHORT');
  });
});
