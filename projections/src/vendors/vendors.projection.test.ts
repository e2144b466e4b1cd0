import { defaultPricingSettings } from '@sofre/engine/pricing';
import {
  VendorDeactivated,
  VendorRegistered,
  vendorEventCodec,
  VendorSettingsChanged,
} from '@sofre/engine/vendors';
import { describe, expect, it } from 'vitest';
import { EventLog } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { VendorView } from './vendor.view.ts';
import { vendorDomainsProjection, vendorsProjection } from './vendors.projection.ts';

const AT = '2025-03-21T07:00:00Z';
const settings = {
  name: 'رستوران سفره',
  currencyUnit: 'TOMAN' as const,
  pricingSettings: defaultPricingSettings,
  preparationTime: 20,
  minimumBasket: 0,
  logo: null,
  active: true,
};
const registered = (vendorId: string, domains: string[]) =>
  VendorRegistered({ vendorId, ...settings, domains });

function logOf(...events: ReturnType<typeof registered | typeof VendorSettingsChanged>[]) {
  const log = new EventLog();
  for (const e of events)
    log.append(e, { vendorId: e.data.vendorId, at: AT, stream: `vendor-${e.data.vendorId}` });
  return log.events;
}

describe('vendors by id', () => {
  it('holds the latest settings', () => {
    const events = logOf(
      registered('v1', ['localhost']),
      VendorSettingsChanged({
        vendorId: 'v1',
        ...settings,
        currencyUnit: 'RIAL',
        domains: ['sofre.ir'],
        removedDomains: ['localhost'],
      }),
    );
    const vendor = projectInMemory(vendorsProjection, events).get('v1');
    expect(vendor).toEqual({
      id: 'v1',
      ...settings,
      currencyUnit: 'RIAL',
      domains: ['sofre.ir'],
      position: events[1]!.position,
    });
    expect(() => VendorView.strict().parse(vendor)).not.toThrow();
  });
});

describe('the minimum basket', () => {
  it('follows the settings; a vendor registered before it existed has none (0)', () => {
    // As the store hands back an event written before the field: decoded with its default.
    const { minimumBasket: _none, ...before } = registered('v1', ['localhost']).data;
    const old = vendorEventCodec.decode('VendorRegistered', before, 1);
    const change = (minimumBasket: number) =>
      VendorSettingsChanged({
        vendorId: 'v1',
        ...settings,
        domains: ['localhost'],
        minimumBasket,
        removedDomains: [],
      });
    const rows = (...events: Parameters<typeof logOf>) =>
      projectInMemory(vendorsProjection, logOf(...events)).get('v1');
    expect(rows(old)).toMatchObject({ minimumBasket: 0 });
    expect(rows(old, change(500_000))).toMatchObject({ minimumBasket: 500_000 });
    expect(rows(old, change(500_000), change(0))).toMatchObject({ minimumBasket: 0 });
  });

  it('is kept when the admin deactivates the vendor', () => {
    const log = new EventLog();
    const at = (vendorId: string, stream: string) => ({ vendorId, at: AT, stream });
    const data = { vendorId: 'v1', ...settings, domains: ['a.ir'], minimumBasket: 500_000 };
    log.append(VendorRegistered(data), at('v1', 'vendor-v1'));
    log.append(VendorDeactivated({ vendorId: 'v1' }), at('v1', 'vendor-status-v1'));
    expect(projectInMemory(vendorsProjection, log.events).get('v1')).toMatchObject({
      minimumBasket: 500_000,
      active: false,
    });
  });
});

describe('the logo', () => {
  const logo = `/files/v1/${'a'.repeat(64)}.png`;
  const change = (logo: string | null) =>
    VendorSettingsChanged({
      vendorId: 'v1',
      ...settings,
      domains: ['localhost'],
      logo,
      removedDomains: [],
    });

  it('follows the settings and null takes it away; a vendor from before it has none', () => {
    // As the store hands back an event written before the field: decoded with its default.
    const { logo: _none, ...before } = registered('v1', ['localhost']).data;
    const old = vendorEventCodec.decode('VendorRegistered', before, 1);
    const row = (...events: Parameters<typeof logOf>) =>
      projectInMemory(vendorsProjection, logOf(...events)).get('v1');
    expect(row(old)).toMatchObject({ logo: null });
    expect(row(old, change(logo))).toMatchObject({ logo });
    expect(row(old, change(logo), change(null))).toMatchObject({ logo: null });
    expect(() => VendorView.strict().parse(row(old, change(logo)))).not.toThrow();
  });

  it('is kept when the admin deactivates the vendor, and the same when applied twice', () => {
    const log = new EventLog();
    const at = (stream: string) => ({ vendorId: 'v1', at: AT, stream });
    log.append(registered('v1', ['localhost']), at('vendor-v1'));
    log.append(change(logo), at('vendor-v1'));
    log.append(VendorDeactivated({ vendorId: 'v1' }), at('vendor-status-v1'));
    const once = projectInMemory(vendorsProjection, log.events);
    expect(once.get('v1')).toMatchObject({ logo, active: false });
    expect(projectInMemory(vendorsProjection, log.events, new Map(once))).toEqual(once);
  });
});

describe('vendors by domain', () => {
  it('maps each domain to its vendor', () => {
    const rows = projectInMemory(
      vendorDomainsProjection,
      logOf(registered('v1', ['localhost', 'sofre.ir'])),
    );
    expect([...rows.values()].map((r) => [r.domain, r.vendorId])).toEqual([
      ['localhost', 'v1'],
      ['sofre.ir', 'v1'],
    ]);
  });

  it('forgets a domain the vendor gave up', () => {
    const events = logOf(
      registered('v1', ['localhost', 'sofre.ir']),
      VendorSettingsChanged({
        vendorId: 'v1',
        ...settings,
        domains: ['sofre.ir'],
        removedDomains: ['localhost'],
      }),
    );
    expect([...projectInMemory(vendorDomainsProjection, events).keys()]).toEqual(['sofre.ir']);
  });

  it('the first vendor to claim a domain keeps it; giving it up frees it only for its owner', () => {
    const events = logOf(
      registered('v1', ['shared.ir']),
      registered('v2', ['shared.ir', 'two.ir']),
      VendorSettingsChanged({
        vendorId: 'v2',
        ...settings,
        domains: ['two.ir'],
        removedDomains: ['shared.ir'],
      }),
    );
    const rows = projectInMemory(vendorDomainsProjection, events);
    expect(rows.get('shared.ir')?.vendorId).toBe('v1');
    expect(rows.get('two.ir')?.vendorId).toBe('v2');
  });

  it('is safe to apply twice', () => {
    const events = logOf(registered('v1', ['a.ir', 'b.ir']));
    const once = projectInMemory(vendorDomainsProjection, events);
    expect(projectInMemory(vendorDomainsProjection, events, new Map(once))).toEqual(once);
  });
});
