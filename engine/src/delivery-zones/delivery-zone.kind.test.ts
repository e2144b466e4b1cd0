// The delivery-zone kind: a valid zone is created as given; an unusable outline, a bad price or a
// name used twice is refused with a field error on that field; enabling/disabling is a patch.
import { describe, expect, it } from 'vitest';
import type { RecordCommand } from '../records/record.decider.ts';
import { DomainError, errorMessages } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { specFor } from '../testing/given-when-then.ts';
import { deliveryZoneKind, type DeliveryZoneFields } from './delivery-zone.kind.ts';
import { centralRing, squareRing, TEHRAN, zoneFields } from './delivery-zone.test-fixtures.ts';

const { created, changed, removed } = deliveryZoneKind.events;
const given = specFor(deliveryZoneKind.decider);
const metadata: CommandMetadata = {
  commandId: 'c-1',
  vendorId: 'vendor-1',
  actor: { userId: 'owner', kind: 'STAFF' },
  now: '2025-03-21T08:00:00.000Z',
};
const command = (c: Omit<RecordCommand<DeliveryZoneFields>, 'metadata'>) =>
  ({ ...c, metadata }) as RecordCommand<DeliveryZoneFields>;
const create = (id: string, fields: unknown) =>
  command({ type: 'CreateRecord', data: { id, fields: fields as DeliveryZoneFields } });

function refusalOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('delivery zone', () => {
  const centre = zoneFields();

  it('is created with its fields (enabled unless said otherwise)', () =>
    given([])
      .when(create('z1', { vendorsProperName: ' مرکز شهر ', price: 250_000, polygon: centralRing }))
      .then([created({ id: 'z1', fields: centre })]));

  it.each([
    ['an open ring', centralRing.slice(0, -1), 'DELIVERY_ZONE_POLYGON_NOT_CLOSED'],
    ['three positions', centralRing.slice(0, 3), 'DELIVERY_ZONE_POLYGON_TOO_FEW_POINTS'],
    ['a ring in Paris', squareRing(2.35, 48.85, 0.02), 'DELIVERY_ZONE_OUTSIDE_IRAN'],
    ['a latitude of 100', squareRing(51.3, 99, 0.5), 'DELIVERY_ZONE_POLYGON_OUT_OF_RANGE'],
    [
      'a bow tie',
      [centralRing[0], centralRing[2], centralRing[1], centralRing[3], centralRing[0]],
      'DELIVERY_ZONE_POLYGON_SELF_INTERSECTS',
    ],
  ] as const)('refuses %s with a field error on polygon', (_, polygon, code) => {
    const error = refusalOf(() =>
      given([])
        .when(create('z1', { ...centre, polygon }))
        .events(),
    );
    expect(error.code).toBe(code);
    expect(error.errors).toEqual([{ field: 'polygon', code, message: errorMessages[code] }]);
  });

  it('refuses a negative, fractional or absurd price, and an empty name, as INVALID_INPUT', () => {
    for (const price of [-1, 10.5, 2_000_000_000]) {
      const error = refusalOf(() =>
        given([])
          .when(create('z1', { ...centre, price }))
          .events(),
      );
      expect(error.code).toBe('INVALID_INPUT');
      expect(error.errors.map((e) => e.field)).toEqual(['price']);
    }
    const error = refusalOf(() =>
      given([])
        .when(create('z1', { ...centre, vendorsProperName: '  ' }))
        .events(),
    );
    expect(error.errors.map((e) => e.field)).toEqual(['vendorsProperName']);
  });

  it('refuses a name another zone of the vendor has (Arabic ي and spaces folded)', () => {
    const error = refusalOf(() =>
      given([created({ id: 'z1', fields: zoneFields({ vendorsProperName: 'ونک  و ميرداماد' }) })])
        .when(
          create('z2', {
            ...centre,
            vendorsProperName: 'ونک و میرداماد',
            polygon: squareRing(TEHRAN.longitude, TEHRAN.latitude + 0.05, 0.02),
          }),
        )
        .events(),
    );
    expect(error.code).toBe('DELIVERY_ZONE_NAME_TAKEN');
    expect(error.errors.map((e) => e.field)).toEqual(['vendorsProperName']);
  });

  it('keeps its own name when edited, and is disabled and removed', () => {
    const history = [created({ id: 'z1', fields: centre })];
    given(history)
      .when(command({ type: 'ChangeRecord', data: { id: 'z1', fields: { ...centre, price: 0 } } }))
      .then([changed({ id: 'z1', fields: { ...centre, price: 0 } })]);
    given(history)
      .when(command({ type: 'PatchRecord', data: { id: 'z1', changes: { enabled: false } } }))
      .then([changed({ id: 'z1', fields: { ...centre, enabled: false } })]);
    given(history)
      .when(command({ type: 'RemoveRecord', data: { id: 'z1' } }))
      .then([removed({ id: 'z1' })]);
    given(history)
      .when(command({ type: 'RemoveRecord', data: { id: 'nope' } }))
      .thenRefuses('DELIVERY_ZONE_NOT_FOUND');
  });
});
