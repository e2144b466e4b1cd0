// Table categories through the records kit: a title is used once per vendor.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { diningTableCategoryKind } from './dining-table-category.kind.ts';

const given = specFor(diningTableCategoryKind.decider);
const metadata = {
  commandId: 'c1',
  vendorId: 'vendor-1',
  actor: { userId: 'owner-1', kind: 'STAFF' as const },
  now: '2025-03-21T08:00:00.000Z',
};
const salon = { title: 'سالن اصلی', sortOrder: 0, active: true };
const salonCreated = diningTableCategoryKind.events.created({ id: 'salon', fields: salon });

describe('table categories', () => {
  it('creates a category with its defaults', () => {
    given([])
      .when({
        type: 'CreateRecord',
        data: { id: 'vip', fields: { title: 'VIP' } as never },
        metadata,
      })
      .then([
        diningTableCategoryKind.events.created({
          id: 'vip',
          fields: { title: 'VIP', sortOrder: 0, active: true },
        }),
      ]);
  });

  it('refuses a title another category has, on the title field', () => {
    expect(() =>
      given([salonCreated])
        .when({ type: 'CreateRecord', data: { id: 'x', fields: salon }, metadata })
        .events(),
    ).toThrow(expect.objectContaining({ code: 'DINING_TABLE_CATEGORY_TITLE_TAKEN' }));
  });

  it('deactivates and reorders with a patch; an unknown id is not found', () => {
    given([salonCreated])
      .when({
        type: 'PatchRecord',
        data: { id: 'salon', changes: { active: false, sortOrder: 2 } },
        metadata,
      })
      .then([
        diningTableCategoryKind.events.changed({
          id: 'salon',
          fields: { title: 'سالن اصلی', sortOrder: 2, active: false },
        }),
      ]);
    given([salonCreated])
      .when({ type: 'PatchRecord', data: { id: 'nope', changes: { active: false } }, metadata })
      .thenRefuses('DINING_TABLE_CATEGORY_NOT_FOUND');
  });
});
