// Random refreshes with fresh, stale and foreign tokens at random times: a token spent longer
// ago than the grace never refreshes again, a revoked or 30-day-old family refreshes nothing,
// and a stale token always revokes the family.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../shared/domain-error.ts';
import { at, hashOf } from './identity.test-fixtures.ts';
import { refreshFamilyDecider } from './refresh-token.decider.ts';
import { refreshTokenEventCodec, type RefreshTokenEvent } from './refresh-token.events.ts';
import {
  REFRESH_ABSOLUTE_TTL_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
} from './refresh-token.rules.ts';
import { refreshStatusAt } from './refresh-token.state.ts';
import { R0, rotate, started } from './refresh-token.test-fixtures.ts';

const step = fc.record({
  wait: fc.oneof(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 5 * 24 * 3600 })),
  /** Which token to present: 0 = the newest one handed out, higher = older ones. */
  age: fc.oneof(fc.constant(0), fc.nat({ max: 5 })),
});

describe('refresh-token families under random use', () => {
  it('never refresh with a stale token, after revocation or after 30 days', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = refreshFamilyDecider.evolve(refreshFamilyDecider.initialState(), started);
        const handedOut = [R0];
        const spentAt = new Map<string, number>();
        let clock = 0;
        let revokedAt: number | undefined;
        steps.forEach(({ wait, age }, i) => {
          clock += wait;
          const presented = handedOut[Math.max(0, handedOut.length - 1 - age)]!;
          const fresh = hashOf(`n${i}`);
          let events: readonly RefreshTokenEvent[] = [];
          try {
            events = refreshFamilyDecider.decide(rotate(presented, fresh, at(clock)), state);
          } catch (e) {
            if (!isDomainError(e)) throw e;
          }
          const staleFor = clock - (spentAt.get(presented) ?? clock);
          if (
            staleFor > REFRESH_REUSE_GRACE_SECONDS &&
            refreshStatusAt(state, at(clock)) === 'active'
          ) {
            expect(events.map((e) => e.type)).toEqual(['RefreshFamilyRevoked']);
          }
          for (const event of events) {
            refreshTokenEventCodec.encode(event);
            state = refreshFamilyDecider.evolve(state, event);
            if (event.type === 'RefreshFamilyRevoked') revokedAt = clock;
            if (event.type !== 'RefreshTokenRotated') continue;
            expect(revokedAt).toBeUndefined();
            expect(clock).toBeLessThan(REFRESH_ABSOLUTE_TTL_SECONDS);
            const spent = spentAt.get(presented);
            if (spent !== undefined) {
              expect(clock - spent).toBeLessThanOrEqual(REFRESH_REUSE_GRACE_SECONDS);
            }
            if (!event.data.withinGrace) spentAt.set(presented, clock);
            handedOut.push(fresh);
          }
        });
      }),
    );
  });
});
