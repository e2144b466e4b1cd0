import { describe, expect, it } from 'vitest';
import { ageLevel, ticketAge } from './ticket-age.ts';

const minutes = (m: number) => m * 60_000;

describe('ticket age', () => {
  it('is fresh under 5 minutes, yellow from 5, red from 8', () => {
    expect(ageLevel(minutes(4.99))).toBe('fresh');
    expect(ageLevel(minutes(5))).toBe('warning');
    expect(ageLevel(minutes(7.99))).toBe('warning');
    expect(ageLevel(minutes(8))).toBe('late');
  });

  it('counts from submission and never goes negative (clock skew)', () => {
    const now = new Date('2025-03-21T08:06:00Z');
    expect(ticketAge('2025-03-21T08:00:00Z', now)).toBe(minutes(6));
    expect(ticketAge('2025-03-21T08:07:00Z', now)).toBe(0);
  });
});
