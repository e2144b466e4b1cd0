// What a vendor's owner records about the vendor beyond its shop settings: the account the
// platform settles its online sales into, whether the customer's invoice («فاکتور») lists the
// items, the brands (chains of branches) it belongs to, and which courier provider is asked by
// itself when a delivery order is ready to ship (auto-dispatch). A stream next to the vendor's, like
// its opening hours, so the vendor read models built on the vendor stream stay as they are.
import { z } from 'zod';
import { BankAccountFields } from '../banking/bank-account.ts';
import { CourierProvider } from '../shared/enums.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';

const vendorId = z.string().min(1);

/** The settlement account as stored (normalised Sheba and card, checked by the decider). */
export const SettlementAccount = z.object({
  bankName: BankAccountFields.shape.bankName,
  accountHolder: z.string().min(1).max(100),
  iban: z.string().regex(/^IR\d{24}$/),
  cardNumber: z
    .string()
    .regex(/^\d{16}$/)
    .nullable(),
});
export type SettlementAccount = z.infer<typeof SettlementAccount>;

export const VendorBankAccountAdded = defineEvent(
  'VendorBankAccountAdded',
  z.object({ vendorId, account: SettlementAccount }),
);

/** The whole account as it now stands. */
export const VendorBankAccountChanged = defineEvent(
  'VendorBankAccountChanged',
  z.object({ vendorId, account: SettlementAccount }),
);

export const VendorPrintItemsOnFactorSet = defineEvent(
  'VendorPrintItemsOnFactorSet',
  z.object({ vendorId, printItemsOnFactor: z.boolean() }),
);

export const VendorJoinedBrand = defineEvent(
  'VendorJoinedBrand',
  z.object({ vendorId, brandId: z.string().min(1) }),
);

/** A provider that carries orders for the restaurant: every courier provider but its own fleet. */
export const AutoDispatchProvider = CourierProvider.exclude(['OWN_FLEET']);
export type AutoDispatchProvider = z.infer<typeof AutoDispatchProvider>;

/**
 * Whether, and with which provider, a delivery order that reaches READYTOSHIPMENT is sent out
 * without the dispatcher (delivery/auto-dispatch.workflow.ts); null: the dispatcher sends it.
 * `at` is when the owner chose it: orders that were ready before wait for the dispatcher.
 */
export const VendorAutoDispatchSet = defineEvent(
  'VendorAutoDispatchSet',
  z.object({ vendorId, provider: AutoDispatchProvider.nullable(), at: z.iso.datetime() }),
);

/**
 * Whether an online order paid at the gateway (site or table QR) goes to the kitchen by itself,
 * without a cashier's «تأیید سفارش». Off by default: the restaurant may still say no.
 */
export const VendorAutoAcceptSet = defineEvent(
  'VendorAutoAcceptSet',
  z.object({ vendorId, autoAcceptOnlineOrders: z.boolean() }),
);

/**
 * Where couriers pick the vendor's orders up (issue 32): its own point on the map and the address
 * a courier reads; null: the platform's default point (COURIER_PICKUP_LATITUDE/LONGITUDE).
 */
export const PickupPoint = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().trim().min(1).max(300),
});
export type PickupPoint = z.infer<typeof PickupPoint>;

export const VendorPickupPointSet = defineEvent(
  'VendorPickupPointSet',
  z.object({ vendorId, pickupPoint: PickupPoint.nullable() }),
);

export const vendorAccountEvents = [
  VendorBankAccountAdded,
  VendorBankAccountChanged,
  VendorPrintItemsOnFactorSet,
  VendorJoinedBrand,
  VendorAutoDispatchSet,
  VendorAutoAcceptSet,
  VendorPickupPointSet,
] as const;
export const vendorAccountEventCodec = eventCodec(vendorAccountEvents);
export type VendorAccountEvent = EventOf<(typeof vendorAccountEvents)[number]>;

export const vendorAccountStreamName = (vendorId: string): string => `vendor-account-${vendorId}`;
