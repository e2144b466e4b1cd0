import { ApiError } from '@sofre/web-shared';
import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './form-errors.ts';

const refusal = (...fields: string[]) =>
  new ApiError(
    400,
    'VALIDATION',
    'خطا',
    fields.map((field, i) => ({ field, code: `C${i}`, message: `پیام ${i}` })),
  );

describe("the server's field errors on a form", () => {
  it('keeps plain fields and dots list entries the way the form names them', () => {
    expect(formErrorsOf(refusal('discount', 'toppings[0].price', 'body.title'))).toEqual({
      discount: 'پیام 0',
      'toppings.0.price': 'پیام 1',
      title: 'پیام 2',
    });
  });

  it('puts an id-list entry on the list (its one multi-select), the first message winning', () => {
    expect(
      formErrorsOf(refusal('foodShiftIds[1]', 'foodShiftIds[2]', 'tagIds.0'), [
        'foodShiftIds',
        'tagIds',
      ]),
    ).toEqual({ foodShiftIds: 'پیام 0', tagIds: 'پیام 2' });
  });

  it('has nothing to show for an error without fields', () => {
    expect(formErrorsOf(new Error('boom'))).toEqual({});
  });
});
