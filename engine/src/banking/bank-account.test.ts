// The settlement account's rules as the form sees them: a field error per bad number, and a
// Sheba that belongs to another bank than the one chosen.
import { describe, expect, it } from 'vitest';
import { BankAccountFields, bankAccountErrors } from './bank-account.ts';
import { MELLAT_CARD, MELLAT_SHEBA, MELLI_SHEBA } from './banking.test-fixtures.ts';

const account = (fields: Partial<Record<string, unknown>> = {}) =>
  BankAccountFields.parse({
    bankName: 'MELLAT',
    accountHolder: ' رستوران   سفره ',
    iban: MELLAT_SHEBA,
    cardNumber: MELLAT_CARD,
    ...fields,
  });

describe('bank account', () => {
  it('is good with a Sheba of its bank and a good card; names are tidied, no card is null', () => {
    expect(bankAccountErrors(account())).toEqual([]);
    expect(account().accountHolder).toBe('رستوران سفره');
    expect(account({ cardNumber: '' }).cardNumber).toBeNull();
    expect(account({ cardNumber: undefined }).cardNumber).toBeNull();
    expect(bankAccountErrors(account({ cardNumber: null }))).toEqual([]);
  });

  it('names the Sheba and the card when their check digits fail', () => {
    const badCard = MELLAT_CARD.slice(0, 15) + String((Number(MELLAT_CARD[15]) + 1) % 10);
    const bad = account({ iban: MELLAT_SHEBA.replace(/2$/, '3'), cardNumber: badCard });
    const errors = bankAccountErrors(bad);
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['iban', 'IBAN_INVALID'],
      ['cardNumber', 'CARD_NUMBER_INVALID'],
    ]);
    expect(errors[0]!.message).toMatch(/شبا/);
  });

  it('refuses a Melli Sheba for a Mellat account, but not for Asan Pardakht (no bank code)', () => {
    expect(bankAccountErrors(account({ iban: MELLI_SHEBA }))).toMatchObject([
      { field: 'iban', code: 'IBAN_BANK_MISMATCH' },
    ]);
    expect(bankAccountErrors(account({ bankName: 'ASANPARDAKHT', iban: MELLI_SHEBA }))).toEqual([]);
  });

  it('prefixes nested fields', () => {
    expect(bankAccountErrors(account({ iban: 'IR00' }), 'account.')[0]!.field).toBe('account.iban');
  });
});
