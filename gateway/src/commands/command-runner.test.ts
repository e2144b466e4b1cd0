// The one command runner against the real embedded store and read side: it makes the metadata
// (caller, injected clock, ids), answers a repeat as the first run, runs on another vendor's
// stream only when told, and a batch answers once the read models hold its last command.
import { kitchenScreenAggregate, kitchenScreenStreamName } from '@sofre/engine/kitchen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, VENDOR_A_ID, type TestGateway } from '../testing/test-gateway.ts';
import { commandRunner, type CommandRunner } from './command-runner.ts';

const NOW = new Date('2026-03-01T08:30:00.000Z');
const cook = { vendorId: VENDOR_A_ID, actor: { userId: 'cook-1', kind: 'STAFF' } } as const;
const beat = (screenId: string) => ({
  type: 'BeatKitchenScreen' as const,
  data: { screenId, name: `screen ${screenId}`, stations: [] },
});

let gw: TestGateway;
let runner: CommandRunner;
beforeAll(async () => {
  gw = await startTestGateway();
  runner = commandRunner(gw.platform, () => NOW);
}, 30_000);
afterAll(() => gw.close());

/** The last event of a screen's stream (the screens' streams are per vendor, screen and day). */
const lastOf = async (vendorId: string, screenId: string) =>
  (
    await gw.platform.store.readStream(
      kitchenScreenStreamName(vendorId, screenId, NOW.toISOString()),
    )
  ).at(-1);

describe('the command runner', () => {
  it('makes the metadata: the caller, the injected clock and the command id', async () => {
    await runner.run(cook, kitchenScreenAggregate, beat('meta'), {
      commandId: 'runner-test:meta',
      causationId: 'cause-1',
    });
    const event = await lastOf(VENDOR_A_ID, 'meta');
    expect(event?.metadata).toMatchObject({
      vendorId: VENDOR_A_ID,
      actor: cook.actor,
      commandId: 'runner-test:meta',
      causationId: 'cause-1',
      occurredAt: NOW.toISOString(),
    });
  });

  it('answers a repeated command id as the first run, appending nothing', async () => {
    const first = await runner.run(cook, kitchenScreenAggregate, beat('again'), {
      commandId: 'runner-test:again',
    });
    const again = await runner.run(cook, kitchenScreenAggregate, beat('again'), {
      commandId: 'runner-test:again',
    });
    expect(again.repeated).toBe(true);
    expect(again.position).toBe(first.position);
  });

  it('a batch waits once, for the last of its commands, before it answers', async () => {
    const positions = await runner.batch(cook, async (run) => [
      (await run(kitchenScreenAggregate, beat('batch-1'))).position,
      (await run(kitchenScreenAggregate, beat('batch-2'))).position,
    ]);
    expect(gw.platform.readSide.position() >= positions[1]!).toBe(true);
    const screens = await gw.platform.readSide.kitchenScreens(VENDOR_A_ID);
    expect(screens.map((s) => s.screenId)).toEqual(expect.arrayContaining(['batch-1', 'batch-2']));
  });

  it('writes on another vendor’s stream only when told, with the caller as the actor', async () => {
    await runner.run(cook, kitchenScreenAggregate, beat('other'), {
      vendorId: 'vendor-b',
      wait: false,
    });
    expect(await lastOf(VENDOR_A_ID, 'other')).toBeUndefined();
    expect((await lastOf('vendor-b', 'other'))?.metadata).toMatchObject({
      vendorId: 'vendor-b',
      actor: cook.actor,
    });
  });
});
