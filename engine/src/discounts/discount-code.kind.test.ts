// Every rule of a discount code's fields, through the kind's decider (records kit): each refusal
// names the form's field (spec §5) and appends nothing.
import { describe, expect, it } from 'vitest';
import { DomainError, errorMessages } from '../shared/domain-error.ts';
import { specFor } from '../testing/given-when-then.ts';
import type { DiscountCodeFields } from './discount-code.fields.ts';
import { discountCodeKind } from './discount-code.kind.ts';
import {
  codeCommand,
  giftCode,
  moneyCode,
  NOW,
  percentCode,
  shippingCode,
  YESTERDAY,
} from './discount.test-fixtures.ts';

const { created, changed } = discountCodeKind.events;
const given = specFor(discountCodeKind.decider);

const create = (fields: unknown, id = 'd-new') =>
  codeCommand({ type: 'CreateRecord', data: { id, fields: fields as DiscountCodeFields } });

/** The field errors a create of `fields` gets (given the vendor's codes `history`). */
function fieldErrorsOf(fields: unknown, history = [created({ id: 'd1', fields: percentCode })]) {
  try {
    given(history).when(create(fields)).events();
  } catch (error) {
    if (error instanceof DomainError) return error.errors.map((e) => `${e.field}:${e.code}`);
    throw error;
  }
  return [];
}

describe('discount code: what every type needs', () => {
  it('a valid code of each type is created as given', () => {
    for (const fields of [percentCode, moneyCode, shippingCode, giftCode])
      given([])
        .when(create(fields))
        .then([created({ id: 'd-new', fields })]);
  });

  it('PERCENTAGE: 1..100 percent and a cap above zero', () => {
    expect(fieldErrorsOf({ ...percentCode, code: 'PCT0', value: 0 })).toEqual([
      'value:DISCOUNT_PERCENT_OUT_OF_RANGE',
    ]);
    expect(fieldErrorsOf({ ...percentCode, code: 'PCT101', value: 101 })).toEqual([
      'value:DISCOUNT_PERCENT_OUT_OF_RANGE',
    ]);
    expect(fieldErrorsOf({ ...percentCode, code: 'PCT100', value: 100 })).toEqual([]);
    expect(fieldErrorsOf({ ...percentCode, code: 'NOCAP', cap: null })).toEqual([
      'cap:DISCOUNT_CAP_REQUIRED',
    ]);
    expect(fieldErrorsOf({ ...percentCode, code: 'ZEROCAP', cap: 0 })).toEqual([
      'cap:DISCOUNT_CAP_REQUIRED',
    ]);
  });

  it('MONEY: an amount above zero and no cap', () => {
    expect(fieldErrorsOf({ ...moneyCode, value: 0 })).toEqual(['value:DISCOUNT_AMOUNT_REQUIRED']);
    expect(fieldErrorsOf({ ...moneyCode, value: null })).toEqual([
      'value:DISCOUNT_AMOUNT_REQUIRED',
    ]);
    expect(fieldErrorsOf({ ...moneyCode, cap: 100_000 })).toEqual(['cap:DISCOUNT_CAP_NOT_ALLOWED']);
  });

  it('FREESHIPPING: no value, no cap, no gifts', () => {
    expect(fieldErrorsOf({ ...shippingCode, value: 10 })).toEqual([
      'value:DISCOUNT_VALUE_NOT_ALLOWED',
    ]);
    expect(fieldErrorsOf({ ...shippingCode, cap: 10 })).toEqual(['cap:DISCOUNT_CAP_NOT_ALLOWED']);
    expect(fieldErrorsOf({ ...shippingCode, freeItems: giftCode.freeItems })).toEqual([
      'freeItems:DISCOUNT_FREE_ITEMS_NOT_ALLOWED',
    ]);
  });

  it('FREEITEM: at least one gift and no value', () => {
    expect(fieldErrorsOf({ ...giftCode, freeItems: [] })).toEqual([
      'freeItems:DISCOUNT_FREE_ITEMS_REQUIRED',
    ]);
    expect(fieldErrorsOf({ ...giftCode, value: 5 })).toEqual(['value:DISCOUNT_VALUE_NOT_ALLOWED']);
  });

  it('usage limits: at least one, or absent for unlimited', () => {
    expect(fieldErrorsOf({ ...moneyCode, usageLimitPerUser: 0, usageLimit: -1 })).toEqual([
      'usageLimitPerUser:DISCOUNT_USAGE_LIMIT_INVALID',
      'usageLimit:DISCOUNT_USAGE_LIMIT_INVALID',
    ]);
    expect(fieldErrorsOf({ ...moneyCode, usageLimitPerUser: null, usageLimit: 50 })).toEqual([]);
    const { usageLimitPerUser: _, ...withoutLimit } = moneyCode;
    given([])
      .when(create(withoutLimit))
      .then([created({ id: 'd-new', fields: { ...moneyCode, usageLimitPerUser: null } })]);
  });

  it('a bad field of the wrong shape is INVALID_INPUT naming it', () => {
    expect(fieldErrorsOf({ ...moneyCode, type: 'GIFT' })).toEqual(['type:INVALID_INPUT']);
    expect(fieldErrorsOf({ ...moneyCode, code: 'a b!' })).toEqual(['code:INVALID_INPUT']);
    expect(fieldErrorsOf({ ...moneyCode, code: 'P0' })).toEqual(['code:INVALID_INPUT']);
    expect(fieldErrorsOf({ ...moneyCode, expiration: 'tomorrow' })).toEqual([
      'expiration:INVALID_INPUT',
    ]);
  });
});

describe('discount code: unique per vendor', () => {
  it('the same code in other case or Persian digits is taken', () => {
    const history = [created({ id: 'd1', fields: { ...percentCode, code: 'NOROOZ1404' } })];
    for (const code of ['norooz1404', 'NOROOZ۱۴۰۴', 'Norooz١٤٠٤'])
      expect(fieldErrorsOf({ ...moneyCode, code }, history)).toEqual(['code:DISCOUNT_CODE_TAKEN']);
  });

  it('keeps the code as typed (trimmed): «یلدا۱۴۰۵» stays «یلدا۱۴۰۵»', () => {
    given([])
      .when(create({ ...moneyCode, code: ' یلدا۱۴۰۵ ' }))
      .then([created({ id: 'd-new', fields: { ...moneyCode, code: 'یلدا۱۴۰۵' } })]);
  });

  it('yet one code however it is spelled: «yalda۱۴۰۵» is taken by «YALDA1405»', () => {
    given([created({ id: 'd1', fields: { ...moneyCode, code: 'YALDA1405' } })])
      .when(create({ ...moneyCode, code: 'yalda۱۴۰۵' }))
      .thenRefuses('DISCOUNT_CODE_TAKEN');
  });

  it('editing a code keeps its own code; another code’s is refused', () => {
    const history = [
      created({ id: 'd1', fields: percentCode }),
      created({ id: 'd2', fields: moneyCode }),
    ];
    given(history)
      .when(
        codeCommand({
          type: 'ChangeRecord',
          data: { id: 'd1', fields: { ...percentCode, value: 25 } },
        }),
      )
      .then([changed({ id: 'd1', fields: { ...percentCode, value: 25 } })]);
    given(history)
      .when(
        codeCommand({
          type: 'ChangeRecord',
          data: { id: 'd2', fields: { ...moneyCode, code: 'norooz20' } },
        }),
      )
      .thenRefuses('DISCOUNT_CODE_TAKEN');
  });
});

describe('discount code: expiration', () => {
  it('a new code must expire in the future', () => {
    given([])
      .when(create({ ...moneyCode, expiration: YESTERDAY }))
      .thenRefuses('DISCOUNT_EXPIRATION_PAST');
    given([])
      .when(create({ ...moneyCode, expiration: NOW }))
      .thenRefuses('DISCOUNT_EXPIRATION_PAST');
  });

  it('the expiration error comes with the form’s other field errors', () => {
    expect(fieldErrorsOf({ ...percentCode, expiration: YESTERDAY, cap: null })).toEqual([
      'code:DISCOUNT_CODE_TAKEN',
      'cap:DISCOUNT_CAP_REQUIRED',
      'expiration:DISCOUNT_EXPIRATION_PAST',
    ]);
  });

  it('an offset is kept as the same instant in UTC', () => {
    const [event] = given([])
      .when(create({ ...moneyCode, expiration: '2025-04-21T12:00:00+03:30' }))
      .events();
    expect((event!.data as { fields: DiscountCodeFields }).fields.expiration).toBe(
      '2025-04-21T08:30:00.000Z',
    );
  });

  it('an existing code that expired may still be edited or switched off', () =>
    given([created({ id: 'd1', fields: { ...moneyCode, expiration: YESTERDAY } })])
      .when(codeCommand({ type: 'PatchRecord', data: { id: 'd1', changes: { active: false } } }))
      .then([
        changed({ id: 'd1', fields: { ...moneyCode, expiration: YESTERDAY, active: false } }),
      ]));

  it('messages are the Persian catalogue texts', () => {
    expect(errorMessages.DISCOUNT_EXPIRATION_PAST).toMatch(/[\u0600-\u06FF]/);
    expect(errorMessages.DISCOUNT_CODE_INVALID).toBe(
      'کد تخفیف صحیح نیست یا به سقف تعداد استفاده مجاز رسیده است.',
    );
  });
});

describe('discount code: not found', () => {
  it('editing or removing a code the vendor does not have', () => {
    given([])
      .when(codeCommand({ type: 'RemoveRecord', data: { id: 'nope' } }))
      .thenRefuses('DISCOUNT_CODE_NOT_FOUND');
  });
});
