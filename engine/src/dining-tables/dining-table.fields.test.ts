// The shapes of a reservation and a table's QR link.
import { describe, expect, it } from 'vitest';
import { ReservationRequest, tableLinkPath, tableLinkUrl } from './dining-table.fields.ts';
import { tableNumberErrors } from './dining-table.rules.ts';

describe('a reservation request', () => {
  it('keeps the instant of the Tehran time in UTC and normalises phone and name', () => {
    const parsed = ReservationRequest.parse({
      guestName: ' علي  رضايي ',
      phoneNumber: '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷',
      partySize: 2,
      reservedFor: '2025-03-21T20:00:00+03:30',
    });
    expect(parsed).toEqual({
      guestName: 'علی رضایی',
      phoneNumber: '09121234567',
      partySize: 2,
      reservedFor: '2025-03-21T16:30:00.000Z',
      note: '',
    });
  });

  it('refuses a time without an offset, a bad phone and an empty party', () => {
    const result = ReservationRequest.safeParse({
      guestName: 'x',
      phoneNumber: '123',
      partySize: 0,
      reservedFor: '2025-03-21T20:00:00',
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['phoneNumber', 'partySize', 'reservedFor']));
  });
});

describe('a table', () => {
  it('links its QR code to the vendor site with ?table=', () => {
    expect(tableLinkPath(7)).toBe('/?table=7');
    expect(tableLinkUrl('shandiz.sofre.ir', 7)).toBe('https://shandiz.sofre.ir/?table=7');
    expect(tableLinkUrl('localhost', 7)).toBe('http://localhost/?table=7');
    expect(tableLinkUrl('cafe.local', 12)).toBe('http://cafe.local/?table=12');
  });

  it('has a number no other table of the vendor has', () => {
    expect(tableNumberErrors(5, [{ number: 4 }, { number: 6 }])).toEqual([]);
    expect(tableNumberErrors(5, [{ number: 5 }])).toMatchObject([
      { field: 'number', code: 'DINING_TABLE_NUMBER_TAKEN' },
    ]);
  });
});
