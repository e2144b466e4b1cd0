import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { checkNewCustomer } from './customer.rules.ts';

const refusal = (input: Parameters<typeof checkNewCustomer>[0]) => {
  try {
    checkNewCustomer(input);
  } catch (e) {
    if (e instanceof DomainError) return e;
  }
  throw new Error('expected a refusal');
};

describe('the new-customer form', () => {
  it('cleans names and the phone as typed', () => {
    expect(
      checkNewCustomer({
        firstName: ' علي ',
        lastName: 'كريمي  نژاد',
        phoneNumber: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
      }),
    ).toEqual({ firstName: 'علی', lastName: 'کریمی نژاد', phone: '09123456789' });
  });

  it('names every problem at once, address fields under address.*', () => {
    const error = refusal({
      firstName: ' ',
      lastName: 'x'.repeat(51),
      phoneNumber: '0212223344',
      address: { title: '', text: 'تهران', latitude: 100, longitude: 51 },
    });
    expect(error.code).toBe('CUSTOMER_INVALID');
    expect(error.errors.map((e) => e.field)).toEqual([
      'firstName',
      'lastName',
      'phoneNumber',
      'address.title',
      'address.latitude',
    ]);
    expect(error.errors[2]!.message).toBe('شماره تلفن همراه وارد شده معتبر نیست.');
  });

  it('a first address without a map point is fine: staff locate it later', () => {
    expect(() =>
      checkNewCustomer({
        firstName: 'رضا',
        lastName: 'محمدی',
        phoneNumber: '09123456789',
        address: { title: 'خانه', text: 'تهران، ونک' },
      }),
    ).not.toThrow();
  });
});
