// The restaurant's own couriers (bikers) and dispatching delivery orders to them (issue 14): the
// bikers routes, the dispatch routes (delivery/requestnewtrip, canceltrip), the biker's steps on
// their order, and un-assigned-to-biker. Shared by the gateway and the web apps.
import { z } from 'zod';
import { PhoneInput } from '../identity/phone.ts';
import { OrderStatus, TripStatus } from '../shared/enums.ts';
import { pageOf, PageQuery } from './paging.contract.ts';

const id = z.string().trim().min(1).max(64);

export const CreateBikerRequest = z.object({
  /** The client's own id (UUIDv7): sending it again creates nothing more. */
  id,
  name: z.string().trim().min(1).max(100),
  /** The biker's mobile (09XXXXXXXXX): what they log in with at /biker. */
  phoneNumber: PhoneInput,
  isActive: z.boolean().default(true),
});
export type CreateBikerRequest = z.input<typeof CreateBikerRequest>;
export const EditBikerRequest = CreateBikerRequest;

/** PATCH /api/bikers/state: on or off shift. Staff name the biker; a biker may omit it (themselves). */
export const BikerShiftRequest = z.object({ id: id.optional(), onShift: z.boolean() });

/** FREE: on shift and on no trip; ON_TRIP; OFF_SHIFT; INACTIVE (no longer works here). */
export const BikerAvailability = z.enum(['FREE', 'ON_TRIP', 'OFF_SHIFT', 'INACTIVE']);
export type BikerAvailability = z.infer<typeof BikerAvailability>;

export const BikerView = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  isActive: z.boolean(),
  onShift: z.boolean(),
  availability: BikerAvailability,
  /** The trip the biker is on now, and its order. */
  currentTrip: z.object({ tripId: z.string(), orderId: z.string() }).nullable(),
  createdAt: z.string(),
});
export type BikerView = z.infer<typeof BikerView>;
export const BikerPage = pageOf(BikerView);
export type BikerPage = z.infer<typeof BikerPage>;
export const BikerList = z.array(BikerView);
export const BikerListQuery = PageQuery.extend({ availability: BikerAvailability.optional() });

export const BikerKeyValue = z.object({ key: z.string(), value: z.string() });
export const BikerKeyValues = z.array(BikerKeyValue);

export const BikerAnswer = z.object({ id: z.string(), position: z.string() });

const TripStep = z.object({ status: TripStatus, at: z.string() });

export const DeliveryTripView = z.object({
  tripId: z.string(),
  provider: z.string(),
  status: TripStatus,
  biker: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  /** Every status the trip went through, oldest first. */
  timeline: z.array(TripStep),
});
export type DeliveryTripView = z.infer<typeof DeliveryTripView>;

/** A courier order as dispatch and the biker see it: where it goes, whom to call, its trips. */
export const DeliveryOrderView = z.object({
  orderId: z.string(),
  number: z.number().int().optional(),
  status: OrderStatus,
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  addressId: z.string().nullable(),
  /**
   * Where the food goes: the customer's address as it stood when the order was taken (once it is
   * on the map), then the address its trip was sent to.
   */
  address: z
    .object({ title: z.string(), text: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  /**
   * The address the order was taken with while it is not on the map yet (a phone order's, taken
   * in words): what the counter reads out and the courier is told; absent once it is located.
   */
  unlocatedAddress: z.object({ title: z.string(), text: z.string() }).optional(),
  /** The delivery zone the address lies in, when the order was taken (absent: none covers it). */
  zone: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  finalPrice: z.number().int(),
  /** What the courier carries: each line's title and count (with its toppings), as now ordered. */
  lines: z
    .array(
      z.object({
        title: z.string(),
        count: z.number().int(),
        toppings: z.array(z.object({ title: z.string(), count: z.number().int() })),
      }),
    )
    .optional(),
  /** The customer's words for the kitchen ("no onions"), as the order was taken. */
  description: z.string().optional(),
  /** Staff's own note on the order (the doorbell, the floor). */
  note: z.string().optional(),
  /** The current (latest) trip; earlier ones (canceled) are in trips. */
  trip: DeliveryTripView.nullable(),
  trips: z.array(DeliveryTripView),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryOrderView = z.infer<typeof DeliveryOrderView>;
export const DeliveryOrderList = z.array(DeliveryOrderView);

/** GET /api/bikers/orders: a biker sees their own; staff name the biker. */
export const BikerOrdersQuery = z.object({ bikerId: id.optional() });
export const OrderPreviewParams = z.object({ id });

/** POST /api/delivery/requestnewtrip: own fleet only for now (providers come with issue 14's rest). */
export const RequestTripRequest = z.object({
  orderId: id,
  provider: z.literal('OWN_FLEET').default('OWN_FLEET'),
  bikerId: id,
});
export const CancelTripRequest = z.object({
  orderId: id,
  reason: z.string().trim().min(1).max(500).optional(),
});

/** A biker's step on their order, in the courier-status vocabulary of spec §3. */
export const BikerTripStatus = z.enum([
  'ACCEPTED',
  'ATRESTAURANT',
  'PICKED_UP',
  /** At the customer's door (the tracker says so). */
  'ATDESTINATION',
  'DELIVERED',
  'CANCELED',
]);
export const BikerTripStepRequest = z.object({
  orderId: id,
  status: BikerTripStatus,
  reason: z.string().trim().min(1).max(500).optional(),
});

export const TripAnswer = z.object({
  orderId: z.string(),
  tripId: z.string(),
  tripStatus: TripStatus,
  /** The statuses the order moved through because of this step. */
  orderMoves: z.array(OrderStatus),
  position: z.string(),
});
export type TripAnswer = z.infer<typeof TripAnswer>;
