// What the customer search sends: given what the cashier typed, then the query.
import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-text.ts';

describe('the customer search', () => {
  it('sends a phone typed in Persian digits as ASCII digits', () => {
    expect(searchQuery('۰۹۱۲۱۰۰۰۰۰۱')).toBe('09121000001');
  });

  it('sends a name as typed, trimmed', () => {
    expect(searchQuery(' رضایی ')).toBe('رضایی');
  });

  it('waits for two characters', () => {
    expect(searchQuery('۰')).toBeUndefined();
    expect(searchQuery('  ')).toBeUndefined();
  });
});
