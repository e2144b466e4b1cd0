import { defaultPricingSettings } from '@sofre/engine/pricing';
import { VendorRegistered, VendorSettingsChanged } from '@sofre/engine/vendors';
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
