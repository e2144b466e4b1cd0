// What each provider's webhook says, in our courier-status vocabulary (spec §3, REQUESTED … ACK).
// Miare's callbacks name the trip and its state (assign_queue, pickup, dropoff, delivered,
// canceled_by_miare, canceled_by_client — its documented trip states) and the courier once one is
// assigned. SnappBox's name the order id and a status; its document is given to customers, so the
// statuses below are the ones its integrations show, and our own vocabulary is accepted as well.
import { z } from 'zod';
import type { CourierDeliveryStatus } from '@sofre/engine';
import type { Biker } from '@sofre/engine/trips';

export interface CourierWebhook {
  readonly providerTripId: string;
  readonly status: CourierDeliveryStatus;
  readonly biker?: Biker;
  readonly batchId?: string;
  readonly reason?: string;
}

const ours = [
  'REQUESTED',
  'ACCEPTED',
  'PICKED_UP',
  'DELIVERED',
  'CANCELED_BY_PROVIDER',
  'CANCELED_BY_US',
  'ASSIGNED',
  'ATRESTAURANT',
  'TIMED_OUT',
  'ACK',
] as const satisfies readonly CourierDeliveryStatus[];
const oursByName = Object.fromEntries(ours.map((s) => [s, s])) as Record<
  string,
  CourierDeliveryStatus
>;

const miareStates: Record<string, CourierDeliveryStatus> = {
  assign_queue: 'REQUESTED',
  // "assigned to a courier, on the way to the pickup": Miare assigns, the courier does not choose.
  pickup: 'ACCEPTED',
  dropoff: 'PICKED_UP',
  delivered: 'DELIVERED',
  canceled_by_miare: 'CANCELED_BY_PROVIDER',
  canceled_by_client: 'CANCELED_BY_US',
};

const snappBoxStatuses: Record<string, CourierDeliveryStatus> = {
  ...oursByName,
  PENDING: 'REQUESTED',
  ALLOCATED: 'ASSIGNED',
  ARRIVED_AT_PICKUP: 'ATRESTAURANT',
  PICKUP: 'PICKED_UP',
  ARRIVED_AT_DROP_OFF: 'PICKED_UP',
  CANCELLED_BY_SNAPPBOX: 'CANCELED_BY_PROVIDER',
  CANCELLED_BY_CUSTOMER: 'CANCELED_BY_US',
  NO_BIKER_FOUND: 'TIMED_OUT',
};

const id = z.union([z.string().trim().min(1).max(100), z.number().int()]).transform(String);
const text = z.string().max(200).optional();

export const MiareWebhook = z.object({
  trip_id: id,
  state: z.string().refine((s) => s in miareStates || s in oursByName, 'unknown state'),
  courier: z
    .object({ id: id.optional(), name: z.string().max(200), phone_number: z.string().max(20) })
    .nullish(),
  reason: text,
});

export const SnappBoxWebhook = z.object({
  orderId: id,
  status: z.string().refine((s) => s in snappBoxStatuses, 'unknown status'),
  batchId: id.optional(),
  bikerId: id.optional(),
  bikerName: text,
  bikerPhone: z.string().max(20).optional(),
  reason: text,
});

const courier = (
  bikerId: string | undefined,
  name: string | undefined,
  phone: string | undefined,
) => (name && phone ? { biker: { id: bikerId ?? phone, name, phone } } : {});

export function fromMiare(body: z.output<typeof MiareWebhook>): CourierWebhook {
  const c = body.courier;
  return {
    providerTripId: body.trip_id,
    status: miareStates[body.state] ?? (body.state as CourierDeliveryStatus),
    ...courier(c?.id, c?.name, c?.phone_number),
    ...(body.reason ? { reason: body.reason } : {}),
  };
}

export function fromSnappBox(body: z.output<typeof SnappBoxWebhook>): CourierWebhook {
  return {
    providerTripId: body.orderId,
    status: snappBoxStatuses[body.status] as CourierDeliveryStatus,
    ...courier(body.bikerId, body.bikerName, body.bikerPhone),
    ...(body.batchId ? { batchId: body.batchId } : {}),
    ...(body.reason ? { reason: body.reason } : {}),
  };
}

/** Our status as a SnappBox webhook says it (the sandbox speaks the provider's dialect). */
export const toSnappBoxStatus = (status: CourierDeliveryStatus): string =>
  Object.entries(snappBoxStatuses).find(([name, s]) => s === status && name !== status)?.[0] ??
  status;

/** Our status as a Miare callback's state, where Miare has one. */
export const toMiareState = (status: CourierDeliveryStatus): string | undefined =>
  Object.entries(miareStates).find(([, s]) => s === status)?.[0];
