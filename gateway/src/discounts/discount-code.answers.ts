// How a discount code of the records read model is answered: the back office's view (with how often
// it was used, from the discount-usage read model), the customer's offer, and what it does to an
// order (engine discount-code.apply).
import type {
  DiscountCodeOffer,
  DiscountCodeView,
  SiteDiscountCodeLookup,
} from '@sofre/engine/contracts';
import {
  cartDiscountOf,
  DISCOUNT_APPLIED_MESSAGE,
  discountCodeKind,
  normalizeDiscountCode,
  orderDiscountOf,
  waivesDelivery,
  type DiscountCodeFields,
} from '@sofre/engine/discounts';
import type { RecordView } from '@sofre/projections';
import type { ReadSide } from '../platform/read-side.port.ts';

export type DiscountCodeRecord = RecordView<DiscountCodeFields>;
/** A code as a customer is offered it: its record's id and fields. */
type OfferedCode = Pick<DiscountCodeRecord, 'id' | 'fields'>;

export async function codeView(
  readSide: ReadSide,
  record: DiscountCodeRecord,
): Promise<DiscountCodeView> {
  const usage = await readSide.discountUsage(
    record.vendorId,
    normalizeDiscountCode(record.fields.code),
  );
  return {
    id: record.id,
    ...record.fields,
    usageCount: usage.totalUsed,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export const codeViews = (readSide: ReadSide, records: readonly DiscountCodeRecord[]) =>
  Promise.all(records.map((r) => codeView(readSide, r)));

export const offerOf = ({ id, fields }: OfferedCode): DiscountCodeOffer => ({
  id,
  code: fields.code,
  type: fields.type,
  value: fields.value,
  cap: fields.cap,
  expiration: fields.expiration,
  freeItems: fields.freeItems,
});

export const effectOf = (fields: DiscountCodeFields) => ({
  orderDiscount: orderDiscountOf(fields),
  freeShipping: waivesDelivery(fields),
});

export const siteLookupOf = (record: OfferedCode): SiteDiscountCodeLookup => ({
  ...offerOf(record),
  ...effectOf(record.fields),
  cartDiscount: cartDiscountOf(record.id, record.fields),
  message: DISCOUNT_APPLIED_MESSAGE,
});

/** The vendor's codes, oldest first. */
export const codesOf = async (readSide: ReadSide, vendorId: string) =>
  (await readSide.records(vendorId, discountCodeKind.kind)) as DiscountCodeRecord[];

/** The vendor's code as typed by someone (any case, any digits), if there is one. */
export async function codeByText(readSide: ReadSide, vendorId: string, text: string) {
  const wanted = normalizeDiscountCode(text);
  return (await codesOf(readSide, vendorId)).find(
    (r) => normalizeDiscountCode(r.fields.code) === wanted,
  );
}
