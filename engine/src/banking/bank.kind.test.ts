// The vendor's banks: an account's Sheba and card pass their checks, titles and Shebas are
// unique per vendor, the acceptor number is digits.
import { describe, expect, it } from 'vitest';
import { recordsOf, refusalOf } from '../food-shifts/record-kind.test-fixtures.ts';
import { bankKind, type BankInput } from './bank.kind.ts';
import { MELLAT_SHEBA, MELLI_SHEBA } from './banking.test-fixtures.ts';

const banks = recordsOf(bankKind);
const mellat: BankInput = {
  title: 'حساب جاری ملت',
  bankName: 'MELLAT',
  accountHolder: 'رستوران سفره',
  iban: MELLAT_SHEBA,
  merchantId: '۰۰۱۲۳۴۵',
};

describe('writing a bank', () => {
  it('creates an active bank with its numbers normalised', () => {
    const [event] = banks.create({}, 'b1', mellat);
    expect(event!.data).toEqual({
      id: 'b1',
      fields: { ...mellat, merchantId: '0012345', cardNumber: null, active: true },
    });
  });

  it('refuses a bad Sheba and one of another bank as field errors', () => {
    expect(refusalOf(() => banks.create({}, 'b', { ...mellat, iban: 'IR12' }))).toMatchObject({
      code: 'IBAN_INVALID',
      errors: [{ field: 'iban' }],
    });
    expect(refusalOf(() => banks.create({}, 'b', { ...mellat, iban: MELLI_SHEBA }))).toMatchObject({
      code: 'IBAN_BANK_MISMATCH',
    });
  });

  it('refuses a taken title and a Sheba already listed', () => {
    const refusal = refusalOf(() => banks.create({ b1: mellat }, 'b2', { ...mellat }));
    expect(refusal.errors.map((e) => e.code)).toEqual(['BANK_TITLE_TAKEN', 'BANK_IBAN_TAKEN']);
  });

  it('refuses an acceptor number with letters', () => {
    const refusal = refusalOf(() => banks.create({}, 'b', { ...mellat, merchantId: 'x12' }));
    expect(refusal).toMatchObject({ code: 'INVALID_INPUT', errors: [{ field: 'merchantId' }] });
  });
});
