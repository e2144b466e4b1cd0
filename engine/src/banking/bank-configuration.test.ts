// The bank configuration: the pre-selected provider must be one of the enabled banks; asking
// for what is already set changes nothing; only the vendor itself writes it.
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import {
  bankConfigurationCommandSchemas,
  bankConfigurationDecider,
  BankConfigurationSet,
  type BankConfigurationEvent,
} from './bank-configuration.ts';

const metadata = {
  commandId: 'c1',
  vendorId: 'v1',
  actor: { userId: 'owner', kind: 'STAFF' as const },
  now: '2025-06-01T08:00:00.000Z',
};
const set = (data: object, vendorId = 'v1') => ({
  type: 'SetBankConfiguration' as const,
  data: bankConfigurationCommandSchemas.SetBankConfiguration.parse({ vendorId, ...data }),
  metadata,
});
const given = (events: readonly BankConfigurationEvent[]) => fold(bankConfigurationDecider, events);
const decide = bankConfigurationDecider.decide;

describe('bank configuration', () => {
  it('starts with no bank and none pre-selected', () => {
    expect(given([])).toEqual({ bankTypes: [], preSelectedProvider: null });
  });

  it('sets the enabled banks (each once) and the one selected first', () => {
    const events = decide(
      set({ bankTypes: ['SAMAN', 'MELLAT', 'SAMAN'], preSelectedProvider: 'MELLAT' }),
      given([]),
    );
    expect(events).toEqual([
      BankConfigurationSet({
        vendorId: 'v1',
        bankTypes: ['SAMAN', 'MELLAT'],
        preSelectedProvider: 'MELLAT',
      }),
    ]);
    expect(
      decide(set({ bankTypes: ['SAMAN', 'MELLAT'], preSelectedProvider: 'MELLAT' }), given(events)),
    ).toEqual([]);
  });

  it('refuses a pre-selected provider that is not enabled, with a field error', () => {
    expect(() =>
      decide(set({ bankTypes: ['SAMAN'], preSelectedProvider: 'MELLAT' }), given([])),
    ).toThrow(
      expect.objectContaining({
        code: 'BANK_PROVIDER_NOT_ENABLED',
        errors: [expect.objectContaining({ field: 'preSelectedProvider' })],
      }),
    );
  });

  it('refuses another vendor’s configuration', () => {
    expect(() => decide(set({ bankTypes: [] }, 'v2'), given([]))).toThrow(
      expect.objectContaining({ code: 'VENDOR_NOT_FOUND' }),
    );
  });
});
