// The vendor's own online gateway: the platform's until the vendor chooses; a provider comes with
// its sealed credentials, and without them only keeps those sealed for that same provider; the
// platform's takes none; each choice is a new settings version; only the vendor itself writes it.
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import {
  onlineGatewayCommandSchemas,
  onlineGatewayDecider,
  OnlineGatewaySet,
  type OnlineGatewayEvent,
} from './online-gateway.ts';

const now = '2025-06-01T08:00:00.000Z';
const metadata = {
  commandId: 'c1',
  vendorId: 'v1',
  actor: { userId: 'owner', kind: 'STAFF' as const },
  now,
};
const set = (data: object, vendorId = 'v1') => ({
  type: 'SetOnlineGateway' as const,
  data: onlineGatewayCommandSchemas.SetOnlineGateway.parse({ vendorId, ...data }),
  metadata,
});
const given = (events: readonly OnlineGatewayEvent[]) => fold(onlineGatewayDecider, events);
const decide = (data: object, events: readonly OnlineGatewayEvent[] = [], vendorId = 'v1') =>
  onlineGatewayDecider.decide(set(data, vendorId), given(events));
const sealedA = 'v1.aXY.dGFn.Y2lwaGVy';
const sealedB = 'v1.aXYy.dGFnMg.Y2lwaGVyMg';
const zarinPal = OnlineGatewaySet({
  vendorId: 'v1',
  provider: 'ZARIN_PAL',
  credentials: sealedA,
  at: now,
});

describe('the vendor’s online gateway', () => {
  it('is the platform’s, version 0, until the vendor chooses', () => {
    expect(given([])).toEqual({
      provider: 'PLATFORM',
      credentials: null,
      version: 0,
      updatedAt: null,
    });
    expect(decide({ provider: 'PLATFORM' })).toEqual([]);
  });

  it('takes a provider with its sealed credentials, each choice a new version', () => {
    const chosen = decide({ provider: 'ZARIN_PAL', credentials: sealedA });
    expect(chosen).toEqual([zarinPal]);
    expect(given(chosen)).toEqual({
      provider: 'ZARIN_PAL',
      credentials: sealedA,
      version: 1,
      updatedAt: now,
    });
    const replaced = decide({ provider: 'ZARIN_PAL', credentials: sealedB }, chosen);
    expect(given([...chosen, ...replaced])).toMatchObject({ credentials: sealedB, version: 2 });
    const back = decide({ provider: 'PLATFORM' }, chosen);
    expect(back).toEqual([
      OnlineGatewaySet({ vendorId: 'v1', provider: 'PLATFORM', credentials: null, at: now }),
    ]);
    expect(given([...chosen, ...back])).toMatchObject({ provider: 'PLATFORM', credentials: null });
  });

  it('keeps what is sealed for the same provider; repeats change nothing', () => {
    expect(decide({ provider: 'ZARIN_PAL' }, [zarinPal])).toEqual([]);
    expect(decide({ provider: 'ZARIN_PAL', credentials: sealedA }, [zarinPal])).toEqual([]);
  });

  it('refuses another provider without its own credentials, with a field error', () => {
    for (const events of [[], [zarinPal]])
      expect(() => decide({ provider: 'VANDAR' }, events)).toThrow(
        expect.objectContaining({
          code: 'ONLINE_GATEWAY_CREDENTIALS_REQUIRED',
          errors: [expect.objectContaining({ field: 'credentials' })],
        }),
      );
  });

  it('refuses credentials for the platform’s gateway', () => {
    expect(() => decide({ provider: 'PLATFORM', credentials: sealedA }, [zarinPal])).toThrow(
      expect.objectContaining({ code: 'ONLINE_GATEWAY_PLATFORM_TAKES_NO_CREDENTIALS' }),
    );
  });

  it('takes only sealed text: clear credentials never reach the stream', () => {
    expect(() => set({ provider: 'VANDAR', credentials: '{"apiKey":"k"}' })).toThrow();
    expect(() => set({ provider: 'VANDAR', credentials: 'my-api-key' })).toThrow();
  });

  it('is written by the vendor itself only', () => {
    expect(() => decide({ provider: 'ZARIN_PAL', credentials: sealedA }, [], 'v2')).toThrow(
      expect.objectContaining({ code: 'VENDOR_NOT_FOUND' }),
    );
  });
});
