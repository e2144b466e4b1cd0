// A refusal's field errors in the form's terms: dotted list entries, id lists on their select.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fieldErrorsOf } from './server-errors.ts';

const refusal = (...fields: string[]) =>
  new ApiError(
    400,
    'VALIDATION',
    'خطا',
    fields.map((field, i) => ({ field, code: `C${i}`, message: `پیام ${i}` })),
  );

describe('field errors beside the fields', () => {
  it('keeps plain fields and dots list entries the way the form names them', () => {
    expect(fieldErrorsOf(refusal('discount', 'toppings[0].price', 'body.title'))).toEqual({
      discount: 'پیام 0',
      'toppings.0.price': 'پیام 1',
      title: 'پیام 2',
    });
  });

  it('puts an id-list entry on the list (its one multi-select), the first message winning', () => {
    const error = refusal('foodShiftIds[1]', 'foodShiftIds[2]', 'body.tagIds.0', 'printerIds.1');
    expect(fieldErrorsOf(error, { idLists: ['foodShiftIds', 'tagIds', 'printerIds'] })).toEqual({
      foodShiftIds: 'پیام 0',
      tagIds: 'پیام 2',
      printerIds: 'پیام 3',
    });
  });

  it('has nothing to show for an error without fields', () => {
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
