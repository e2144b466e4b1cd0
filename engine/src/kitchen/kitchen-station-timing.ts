// A station's ageing thresholds: after how many minutes its tickets turn yellow, then red (Fresh
// KDS defaults 5 and 8, FIELD-NOTES). Set per station by the back office; one stream per station.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandFrom } from '../shared/messages.ts';

export const KitchenStationTiming = z.object({
  stationId: z.string().min(1).max(100),
  warnAfterMinutes: z.number().int().min(1).max(240),
  lateAfterMinutes: z.number().int().min(1).max(240),
});
export type KitchenStationTiming = z.infer<typeof KitchenStationTiming>;

export const KitchenStationTimingSet = defineEvent('KitchenStationTimingSet', KitchenStationTiming);
export const kitchenTimingEvents = [KitchenStationTimingSet] as const;
export const kitchenTimingEventCodec = eventCodec(kitchenTimingEvents);
export type KitchenTimingEvent = EventOf<(typeof kitchenTimingEvents)[number]>;

export type SetKitchenStationTiming = CommandFrom<
  { SetKitchenStationTiming: typeof KitchenStationTiming },
  'SetKitchenStationTiming'
>;

type TimingState = KitchenStationTiming | undefined;

const same = (a: KitchenStationTiming, b: KitchenStationTiming) =>
  a.warnAfterMinutes === b.warnAfterMinutes && a.lateAfterMinutes === b.lateAfterMinutes;

export const kitchenTimingDecider: Decider<
  TimingState,
  SetKitchenStationTiming,
  KitchenTimingEvent
> = {
  initialState: () => undefined,
  decide: (command, state) =>
    state && same(state, command.data) ? [] : [KitchenStationTimingSet(command.data)],
  evolve: (_state, event) => event.data,
};

export const kitchenTimingAggregate: Aggregate<
  TimingState,
  SetKitchenStationTiming,
  KitchenTimingEvent
> = {
  decider: kitchenTimingDecider,
  codec: kitchenTimingEventCodec,
  streamName: (c) => `kitchen-station-${c.metadata.vendorId}-${c.data.stationId}`,
  notFound: 'OPERATION_FAILED',
};
