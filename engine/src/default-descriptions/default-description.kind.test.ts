// Default descriptions: one note per wording and target, a line note by default.
import { describe, expect, it } from 'vitest';
import { recordsOf, refusalOf } from '../food-shifts/record-kind.test-fixtures.ts';
import { defaultDescriptionKind } from './default-description.kind.ts';

const notes = recordsOf(defaultDescriptionKind);

describe('default descriptions', () => {
  it('creates a note for an order line unless it is for the whole order', () => {
    expect(notes.create({}, 'd1', { title: 'بدون پیاز' })).toEqual([
      {
        type: 'DefaultDescriptionCreated',
        data: { id: 'd1', fields: { title: 'بدون پیاز', target: 'ITEM' } },
      },
    ]);
  });

  it('refuses the same wording twice for the same target, however it is typed', () => {
    const refusal = refusalOf(() =>
      notes.create({ d1: { title: 'تند' } }, 'd2', { title: ' تند ' }),
    );
    expect(refusal).toMatchObject({
      code: 'DEFAULT_DESCRIPTION_TITLE_TAKEN',
      errors: [{ field: 'title', message: 'این توضیح پیش‌فرض قبلاً ثبت شده است.' }],
    });
    expect(
      refusalOf(() => notes.create({ d1: { title: 'سس جدا' } }, 'd2', { title: 'سس  جدا' })).code,
    ).toBe('DEFAULT_DESCRIPTION_TITLE_TAKEN');
  });

  it('allows the same wording once for a line and once for the order', () => {
    expect(
      notes.create({ d1: { title: 'فوری' } }, 'd2', { title: 'فوری', target: 'ORDER' }),
    ).toHaveLength(1);
  });

  it('refuses an empty note and an unknown target; an unknown id is not found', () => {
    expect(
      refusalOf(() => notes.create({}, 'd', { title: '   ' })).errors.map((e) => e.field),
    ).toEqual(['title']);
    expect(
      refusalOf(() => notes.create({}, 'd', { title: 'تند', target: 'TABLE' as 'ITEM' })).code,
    ).toBe('INVALID_INPUT');
    expect(refusalOf(() => notes.remove({}, 'd')).code).toBe('DEFAULT_DESCRIPTION_NOT_FOUND');
  });
});
