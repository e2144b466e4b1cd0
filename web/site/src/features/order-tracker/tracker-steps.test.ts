import { describe, expect, it } from 'vitest';
import { trackerProgress } from './tracker-steps.ts';

const at = (minute: number) => `2025-03-21T08:${String(minute).padStart(2, '0')}:00.000Z`;

describe('tracker steps', () => {
  it('puts each status on its step and remembers when each step was reached', () => {
    const progress = trackerProgress({
      status: 'READYTOSERVE',
      timeline: [
        { status: 'SUBMITTED', at: at(0) },
        { status: 'CONFIRMED', at: at(0) },
        { status: 'READYTOSERVE', at: at(9) },
      ],
    });
    expect(progress).toEqual({
      reached: 2,
      reachedAt: { submitted: at(0), confirmed: at(0), ready: at(9) },
      interrupted: undefined,
    });
  });

  it('a paid order is still at "submitted"; a delivering one is "ready"; finished is "delivered"', () => {
    expect(trackerProgress({ status: 'PAID', timeline: [] }).reached).toBe(0);
    expect(trackerProgress({ status: 'DELIVERING', timeline: [] }).reached).toBe(2);
    expect(trackerProgress({ status: 'FINISHED', timeline: [] }).reached).toBe(3);
  });

  it('a call or a rejection keeps the step reached and says why it stopped', () => {
    const timeline = [
      { status: 'SUBMITTED' as const, at: at(0) },
      { status: 'CONFIRMED' as const, at: at(1) },
    ];
    expect(trackerProgress({ status: 'NEEDFORCALL', timeline })).toMatchObject({
      reached: 1,
      interrupted: 'call',
    });
    expect(trackerProgress({ status: 'REJECTED', timeline })).toMatchObject({
      reached: 1,
      interrupted: 'rejected',
    });
  });
});
