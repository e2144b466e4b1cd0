import { describe, expect, it } from 'vitest';
import { readyTime, showsUsualPreparation } from './ready-time.ts';

const at = (minute: number) => `2025-03-21T08:${String(minute).padStart(2, '0')}:00.000Z`;
const submitted = { status: 'SUBMITTED' as const, at: at(0) };

describe('ready time on the tracker', () => {
  it('shows the expected time while the kitchen is on it', () => {
    for (const status of ['SUBMITTED', 'PAID', 'CONFIRMED'] as const) {
      expect(readyTime({ status, expectedReadyAt: at(20), timeline: [submitted] })).toEqual({
        kind: 'expected',
        at: at(20),
      });
    }
  });

  it('shows nothing while there is no expectation yet', () => {
    expect(readyTime({ status: 'CONFIRMED', timeline: [submitted] })).toBeUndefined();
  });

  it('once ready, says so with the time it became ready, not the expectation', () => {
    const timeline = [submitted, { status: 'READYTOPICKUP' as const, at: at(17) }];
    expect(readyTime({ status: 'READYTOPICKUP', expectedReadyAt: at(20), timeline })).toEqual({
      kind: 'ready',
      at: at(17),
    });
  });

  it('after ready (on the way, delivered) or when stopped, leaves it to the timeline', () => {
    for (const status of ['DELIVERING', 'DELIVERED', 'NEEDFORCALL', 'REJECTED'] as const) {
      expect(readyTime({ status, expectedReadyAt: at(20), timeline: [submitted] })).toBeUndefined();
    }
  });
});

describe('the vendor’s usual preparation time on the tracker', () => {
  it('stands in while the kitchen has the order and no expectation of its own', () => {
    for (const status of ['SUBMITTED', 'PAID', 'CONFIRMED'] as const)
      expect(showsUsualPreparation({ status, timeline: [submitted] })).toBe(true);
    const expected = {
      status: 'CONFIRMED' as const,
      expectedReadyAt: at(20),
      timeline: [submitted],
    };
    expect(showsUsualPreparation(expected)).toBe(false);
  });

  it('is gone once the order is ready, on its way, delivered, finished or stopped', () => {
    const statuses = [
      'READYTOSERVE',
      'READYTOPICKUP',
      'READYTOSHIPMENT',
      'DELIVERING',
      'DELIVERED',
      'FINISHED',
      'NEEDFORCALL',
      'REJECTED',
    ] as const;
    for (const status of statuses)
      expect(showsUsualPreparation({ status, timeline: [submitted] }), status).toBe(false);
  });
});
