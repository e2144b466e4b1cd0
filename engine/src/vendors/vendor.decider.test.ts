import { describe, expect, it } from 'vitest';
import { defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import { specFor } from '../testing/given-when-then.ts';
import { ChangeVendorSettingsData, RegisterVendorData } from './vendor.commands.ts';
import { vendorDecider } from './vendor.decider.ts';
import {
  normalizeHost,
  vendorEventCodec,
  VendorRegistered,
  VendorSettingsChanged,
} from './vendor.events.ts';
import { registerSofre, VENDOR_ID, vendorCommand } from './vendor.test-fixtures.ts';

const given = specFor(vendorDecider);
const registered = VendorRegistered({
  vendorId: VENDOR_ID,
  name: 'رستوران سفره',
  domains: ['localhost', 'sofre.ir'],
  currencyUnit: 'TOMAN',
  pricingSettings: defaultPricingSettings,
  preparationTime: 20,
  minimumBasket: 0,
  logo: null,
});
/** Paths POST /api-identity/files would answer: one of this vendor's, one of another vendor's. */
const ownLogo = `/files/${VENDOR_ID}/${'a'.repeat(64)}.png`;
const othersLogo = `/files/vendor-2/${'b'.repeat(64)}.png`;

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

  it('takes a minimum basket in Rial; without one, none (0)', () => {
    const command = vendorCommand('RegisterVendor', {
      name: 'سفره',
      domains: ['a.ir'],
      minimumBasket: 500_000,
    });
    given([])
      .when(command)
      .then([VendorRegistered({ ...command.data, minimumBasket: 500_000 })]);
    expect(registerSofre().data.minimumBasket).toBe(0);
    expect(
      RegisterVendorData.safeParse({
        vendorId: 'v',
        name: 'x',
        domains: ['a.ir'],
        minimumBasket: -1,
      }).success,
    ).toBe(false);
  });

  it('an event stored before the minimum basket existed reads as none (0)', () => {
    const { minimumBasket: _none, ...before } = registered.data;
    const decoded = vendorEventCodec.decode('VendorRegistered', before, 1);
    expect(decoded.data).toEqual(registered.data);
    const changed = { ...before, removedDomains: [] };
    expect(vendorEventCodec.decode('VendorSettingsChanged', changed, 1).data).toMatchObject({
      minimumBasket: 0,
    });
  });

  it('takes a logo among its own files; without one, none (null)', () => {
    const command = vendorCommand('RegisterVendor', {
      name: 'سفره',
      domains: ['a.ir'],
      logo: ownLogo,
    });
    given([])
      .when(command)
      .then([VendorRegistered({ ...command.data, logo: ownLogo })]);
    expect(registerSofre().data.logo).toBeNull();
    given([])
      .when(vendorCommand('RegisterVendor', { name: 'x', domains: ['a.ir'], logo: othersLogo }))
      .thenRefuses('LOGO_NOT_OWN_FILE');
  });

  it('an event stored before the logo existed reads as none (null)', () => {
    const { logo: _none, ...before } = registered.data;
    expect(vendorEventCodec.decode('VendorRegistered', before, 1).data).toEqual(registered.data);
    const changed = { ...before, removedDomains: [] };
    expect(vendorEventCodec.decode('VendorSettingsChanged', changed, 1).data).toMatchObject({
      logo: null,
    });
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

  it('sets the minimum basket and keeps it through other changes; 0 takes it away', () => {
    const [set] = given([registered])
      .when(vendorCommand('ChangeVendorSettings', { minimumBasket: 500_000 }))
      .events();
    expect(set).toEqual(
      VendorSettingsChanged({ ...registered.data, minimumBasket: 500_000, removedDomains: [] }),
    );
    const [renamed] = given([registered, set!])
      .when(vendorCommand('ChangeVendorSettings', { name: 'سفرهٔ نو' }))
      .events();
    expect(renamed?.data).toMatchObject({ name: 'سفرهٔ نو', minimumBasket: 500_000 });
    given([registered, set!])
      .when(vendorCommand('ChangeVendorSettings', { minimumBasket: 500_000 }))
      .then([]);
    const [none] = given([registered, set!])
      .when(vendorCommand('ChangeVendorSettings', { minimumBasket: 0 }))
      .events();
    expect(none?.data).toMatchObject({ minimumBasket: 0 });
  });

  it('sets the logo and keeps it through other changes; null takes it away', () => {
    const [set] = given([registered])
      .when(vendorCommand('ChangeVendorSettings', { logo: ownLogo }))
      .events();
    expect(set).toEqual(
      VendorSettingsChanged({ ...registered.data, logo: ownLogo, removedDomains: [] }),
    );
    const [renamed] = given([registered, set!])
      .when(vendorCommand('ChangeVendorSettings', { name: 'سفرهٔ نو' }))
      .events();
    expect(renamed?.data).toMatchObject({ name: 'سفرهٔ نو', logo: ownLogo });
    given([registered, set!])
      .when(vendorCommand('ChangeVendorSettings', { logo: ownLogo }))
      .then([]);
    const [cleared] = given([registered, set!])
      .when(vendorCommand('ChangeVendorSettings', { logo: null }))
      .events();
    expect(cleared).toEqual(VendorSettingsChanged({ ...registered.data, removedDomains: [] }));
  });

  it('refuses another vendor’s file as the logo, naming the field', () => {
    const run = () =>
      given([registered])
        .when(vendorCommand('ChangeVendorSettings', { logo: othersLogo }))
        .events();
    expect(run).toThrow(
      expect.objectContaining({
        code: 'LOGO_NOT_OWN_FILE',
        errors: [expect.objectContaining({ field: 'logo', code: 'LOGO_NOT_OWN_FILE' })],
      }),
    );
  });

  it('takes only the path of an uploaded image: no outside address, no other shape', () => {
    const logo = (value: unknown) =>
      ChangeVendorSettingsData.safeParse({ vendorId: VENDOR_ID, logo: value }).success;
    expect(logo(ownLogo)).toBe(true);
    expect(logo(null)).toBe(true);
    for (const bad of [
      'https://evil.example/logo.png',
      '//evil.example/logo.png',
      `/files/${VENDOR_ID}/../vendor-2/${'b'.repeat(64)}.png`,
      `/files/${VENDOR_ID}/logo.png`,
      `/files/${VENDOR_ID}/${'a'.repeat(64)}.svg`,
      `${ownLogo}?x=1`,
      '',
    ])
      expect(logo(bad), bad).toBe(false);
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
