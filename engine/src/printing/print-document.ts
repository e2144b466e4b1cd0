// What a print job prints, decided when the job is requested and kept in its PrintRequested event:
// a kitchen ticket for one station, the customer's receipt, or a printer's test page. Rendering (fonts, paper width,
// Persian words) is the gateway's; a retry prints the same document however long it waited.
import { z } from 'zod';
import { PriceBreakdown } from '../pricing/pricing.schemas.ts';
import { DeliveryType, OrderSource, PaymentMethod } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { CurrencyUnit } from '../vendors/vendor.events.ts';

/** How a line changed since the kitchen last saw it (an edited or cancelled order). */
export const TicketMark = z.enum(['NEW', 'CHANGED', 'CANCELLED']);
export type TicketMark = z.infer<typeof TicketMark>;

export const TicketTopping = z.object({ title: z.string(), count: z.number().int().positive() });

export const KitchenTicketLine = z.object({
  /** Which station cooks it: the item's menu category. */
  menuItemId: z.string().min(1),
  title: z.string(),
  /** Units to cook now (a CANCELLED line: the units the kitchen should stop). */
  count: z.number().int().positive(),
  /** A CHANGED line: the count on the ticket before. */
  previousCount: z.number().int().positive().optional(),
  toppings: z.array(TicketTopping),
  note: z.string().optional(),
  mark: TicketMark.optional(),
});
export type KitchenTicketLine = z.infer<typeof KitchenTicketLine>;

/** NEW: the order reached the kitchen; EDIT: its lines changed after; CANCEL: it was rejected. */
export const TicketKind = z.enum(['NEW', 'EDIT', 'CANCEL']);
export type TicketKind = z.infer<typeof TicketKind>;

export const KitchenTicketDocument = z.object({
  kind: z.literal('KITCHEN_TICKET'),
  ticket: TicketKind,
  orderId: z.string().min(1),
  /** The order's number of the day (Tehran day): what the kitchen calls out. */
  number: z.number().int().positive(),
  source: OrderSource,
  deliveryType: DeliveryType.optional(),
  tableNumber: z.string().optional(),
  submittedAt: z.iso.datetime(),
  /** When what this ticket says happened (the submission, the edit, the cancellation). */
  at: z.iso.datetime(),
  /** The station the ticket is for; absent on the ticket of lines no station cooks. */
  stationTitle: z.string().optional(),
  lines: z.array(KitchenTicketLine).min(1),
  /** The customer's words for the kitchen. */
  description: z.string().optional(),
  /** Staff's note on the order. */
  note: z.string().optional(),
});
export type KitchenTicketDocument = z.infer<typeof KitchenTicketDocument>;

export const ReceiptLine = z.object({
  title: z.string(),
  count: z.number().int().positive(),
  toppings: z.array(TicketTopping),
  /** Rial for every unit of the line; 0 for a gift. */
  amount: Rial,
  free: z.boolean(),
});
export type ReceiptLine = z.infer<typeof ReceiptLine>;

export const ReceiptDocument = z.object({
  kind: z.literal('RECEIPT'),
  vendorName: z.string(),
  currencyUnit: CurrencyUnit,
  orderId: z.string().min(1),
  number: z.number().int().positive(),
  source: OrderSource,
  deliveryType: DeliveryType.optional(),
  tableNumber: z.string().optional(),
  paymentMethod: PaymentMethod,
  submittedAt: z.iso.datetime(),
  printedAt: z.iso.datetime(),
  /** Absent when the vendor's invoice leaves the items out (setprintitemsonfactoroption). */
  lines: z.array(ReceiptLine).optional(),
  price: PriceBreakdown,
  amountPaid: Rial,
  amountRefunded: Rial,
  /** The customer's tracker (its QR is printed); the order id in it is the permission. */
  trackerUrl: z.string().optional(),
});
export type ReceiptDocument = z.infer<typeof ReceiptDocument>;

/** A printer's test page («چاپ آزمایشی» on the back office): no order, only that the printer prints. */
export const TestPageDocument = z.object({
  kind: z.literal('TEST_PAGE'),
  vendorName: z.string(),
  printerName: z.string(),
  /** When it was asked for. */
  at: z.iso.datetime(),
});
export type TestPageDocument = z.infer<typeof TestPageDocument>;

export const PrintDocument = z.discriminatedUnion('kind', [
  KitchenTicketDocument,
  ReceiptDocument,
  TestPageDocument,
]);
export type PrintDocument = z.infer<typeof PrintDocument>;
