// A dining table as the vendor describes it (number, name, category, seats) and as the floor sees
// it now (spec §3 table states FREE, RESERVED, with the reservation that holds it). Guests reach a
// table's menu through its QR code: the vendor's site with `?table=<number>` (spec §1, §2).
import { z } from 'zod';
import { PhoneInput, PhoneNumber } from '../identity/phone.ts';
import { PersonName } from '../identity/user.events.ts';

export const DiningTableId = z.string().min(1).max(100);

export const TableState = z.enum(['FREE', 'RESERVED']);
export type TableState = z.infer<typeof TableState>;

/** What a manager sets on the table form. */
export const DiningTableDetails = z.object({
  /** What the staff call it and what the QR link carries; unique within the vendor. */
  number: z.number().int().min(1).max(9999),
  name: z.string().trim().min(1).max(100),
  categoryId: z.string().min(1).max(100),
  /** Seats: a party larger than this is not seated here. */
  capacity: z.number().int().min(1).max(100),
  /** An inactive table is out of service: not reserved, not offered in the POS. */
  active: z.boolean().default(true),
});
export type DiningTableDetails = z.output<typeof DiningTableDetails>;

/** A reservation as staff ask for it; `reservedFor` is the instant of the Tehran time picked. */
export const ReservationRequest = z.object({
  guestName: PersonName,
  phoneNumber: PhoneInput,
  partySize: z.number().int().min(1).max(100),
  reservedFor: z.iso.datetime({ offset: true }).transform((at) => new Date(at).toISOString()),
  note: z.string().trim().max(300).default(''),
});
export type ReservationRequest = z.output<typeof ReservationRequest>;

/** A reservation as it is kept: times in UTC, the phone normalised. */
export const Reservation = z.object({
  guestName: z.string().min(1).max(50),
  phoneNumber: PhoneNumber,
  partySize: z.number().int().min(1).max(100),
  reservedFor: z.iso.datetime(),
  note: z.string().max(300),
  /** When the reservation was taken. */
  reservedAt: z.iso.datetime(),
});
export type Reservation = z.infer<typeof Reservation>;

/** The whole table as every event carries it (a reader never merges, as in the records kit). */
export const DiningTableFields = DiningTableDetails.extend({
  state: TableState,
  reservation: Reservation.nullable(),
});
export type DiningTableFields = z.output<typeof DiningTableFields>;

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\d+\.\d+\.\d+\.\d+)$|\.local$/;

/** The page a table's QR code opens: the vendor's site at `?table=<number>`. */
export const tableLinkPath = (tableNumber: number): string => `/?table=${tableNumber}`;

/** The QR target on the vendor's domain (plain http only for a LAN or development host). */
export const tableLinkUrl = (domain: string, tableNumber: number): string =>
  `${LOCAL_HOST.test(domain) ? 'http' : 'https'}://${domain}${tableLinkPath(tableNumber)}`;
