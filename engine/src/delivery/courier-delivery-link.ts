// Which of our trips a courier provider's delivery is. A provider's webhook names only its own
// delivery id and carries no vendor, so requesting a provider trip also writes a one-event stream
// keyed by the provider and its id: the webhook reads it to find the vendor and the trip, at once
// (no read model to wait for). Linking the same delivery to the same trip again changes nothing.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import { domainError } from '../shared/domain-error.ts';
import { CourierProvider } from '../shared/enums.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { Command } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';

const LinkData = z.object({
  provider: CourierProvider,
  providerTripId: z.string().min(1),
  tripId: z.string().min(1),
  orderId: z.string().min(1),
});
export type CourierDeliveryLink = z.infer<typeof LinkData> & { readonly vendorId: string };

export const CourierDeliveryLinked = defineEvent('CourierDeliveryLinked', LinkData);
type LinkEvent = EventOf<typeof CourierDeliveryLinked>;
const linkCodec = eventCodec([CourierDeliveryLinked]);

export type LinkCourierDelivery = Command<'LinkCourierDelivery', z.infer<typeof LinkData>>;
type LinkState = z.infer<typeof LinkData> | undefined;

/** The stream of one provider delivery: outside any vendor's space, as the provider's id is. */
export const courierDeliveryStream = (provider: CourierProvider, providerTripId: string) =>
  `courier-delivery-${provider}-${providerTripId}`;

export const courierDeliveryAggregate: Aggregate<LinkState, LinkCourierDelivery, LinkEvent> = {
  decider: {
    initialState: () => undefined,
    decide: (command, state) => {
      if (!state) return [CourierDeliveryLinked(command.data)];
      if (state.tripId === command.data.tripId) return [];
      // A provider never reuses its delivery ids; if one did, the first trip keeps it.
      throw domainError('ORDER_HAS_ACTIVE_TRIP', { tripId: state.tripId });
    },
    evolve: (state, event) => state ?? event.data,
  },
  codec: linkCodec,
  streamName: (command) =>
    courierDeliveryStream(command.data.provider, command.data.providerTripId),
  notFound: 'TRIP_NOT_FOUND',
};

/** The trip a provider's delivery id belongs to, and its vendor; undefined when unknown. */
export async function findCourierDelivery(
  store: EventStore,
  provider: CourierProvider,
  providerTripId: string,
): Promise<CourierDeliveryLink | undefined> {
  const [first] = await store.readStream(courierDeliveryStream(provider, providerTripId), 0);
  if (!first || first.type !== CourierDeliveryLinked.type) return undefined;
  const event = linkCodec.decode(first.type, first.data, 1) as LinkEvent;
  return { ...event.data, vendorId: String(first.metadata.vendorId) };
}
