// A kitchen screen's heartbeat: every wall screen says now and then that it is on, which stations
// it shows and under what name, so the back office sees a screen that fell silent. Beats go to one
// stream per screen per UTC hour (a screen beats every 20 s: a stream stays short to load), and
// a beat within BEAT_MIN_GAP_MS of the last one, saying the same, is dropped.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandFrom } from '../shared/messages.ts';

export const KITCHEN_SCREEN_BEAT_MS = 20_000;
export const BEAT_MIN_GAP_MS = 10_000;
/** A screen silent this long (during opening hours) is shown as silent. */
export const KITCHEN_SCREEN_SILENT_AFTER_SECONDS = 60;

export const KitchenScreenBeatData = z.object({
  screenId: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(100),
  /** The stations the screen shows; empty for expo (all of them). */
  stations: z.array(z.string().min(1).max(100)).max(50),
});

/** The beat, with the instant it was heard (the command's). */
export const KitchenScreenBeat = defineEvent(
  'KitchenScreenBeat',
  KitchenScreenBeatData.extend({ at: z.iso.datetime() }),
);
export const kitchenScreenEvents = [KitchenScreenBeat] as const;
export const kitchenScreenEventCodec = eventCodec(kitchenScreenEvents);
export type KitchenScreenEvent = EventOf<(typeof kitchenScreenEvents)[number]>;

export type BeatKitchenScreen = CommandFrom<
  { BeatKitchenScreen: typeof KitchenScreenBeatData },
  'BeatKitchenScreen'
>;

export interface KitchenScreenState {
  readonly last?: { readonly at: string; readonly said: string };
}

const saying = (data: z.infer<typeof KitchenScreenBeatData>) =>
  JSON.stringify([data.name, data.stations]);

export const kitchenScreenDecider: Decider<
  KitchenScreenState,
  BeatKitchenScreen,
  KitchenScreenEvent
> = {
  initialState: () => ({}),
  decide: (command, state) => {
    const { last } = state;
    const gap = last ? Date.parse(command.metadata.now) - Date.parse(last.at) : Infinity;
    if (last && gap < BEAT_MIN_GAP_MS && last.said === saying(command.data)) return [];
    return [KitchenScreenBeat({ ...command.data, at: command.metadata.now })];
  },
  evolve: (_state, event) => ({ last: { at: event.data.at, said: saying(event.data) } }),
};

export const kitchenScreenStreamName = (vendorId: string, screenId: string, now: string) =>
  `kitchen-screen-${vendorId}-${screenId}-${now.slice(0, 13).replace(/\D/g, '')}`;

export const kitchenScreenAggregate: Aggregate<
  KitchenScreenState,
  BeatKitchenScreen,
  KitchenScreenEvent
> = {
  decider: kitchenScreenDecider,
  codec: kitchenScreenEventCodec,
  streamName: (c) => kitchenScreenStreamName(c.metadata.vendorId, c.data.screenId, c.metadata.now),
  notFound: 'OPERATION_FAILED',
};
