// A link that starts an order at the POS: given the address bar's query, then what it asks for.
import { describe, expect, it } from 'vitest';
import { readOrderLink } from './use-order-link.ts';

describe('a link to start an order', () => {
  it('names a table, in any digits', () => {
    expect(readOrderLink('?table=۵')).toEqual({ table: '5' });
  });

  it('names the caller and the line the call came in on', () => {
    expect(readOrderLink('?caller=۰۹۱۲۱۰۰۰۰۰۱&line=2')).toEqual({
      caller: { phoneNumber: '09121000001', lineNumber: '2' },
    });
  });

  it('asks for nothing when blank or absent', () => {
    expect(readOrderLink('?table=&caller=%20')).toEqual({});
    expect(readOrderLink('')).toEqual({});
  });
});
