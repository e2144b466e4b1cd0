import { describe, expect, it } from 'vitest';
import { lateProblem, warnProblem } from './kitchen-timing.rules.ts';

describe('kitchen timing rules', () => {
  it('takes whole minutes from 1 to 240', () => {
    expect(warnProblem(5)).toBeUndefined();
    expect(warnProblem(undefined)).toBe('required');
    expect(warnProblem(0)).toBe('range');
    expect(warnProblem(241)).toBe('range');
    expect(lateProblem(5, 240)).toBeUndefined();
    expect(lateProblem(5, undefined)).toBe('required');
    expect(lateProblem(5, 0)).toBe('range');
  });

  it('wants red strictly after yellow', () => {
    expect(lateProblem(5, 8)).toBeUndefined();
    expect(lateProblem(8, 8)).toBe('order');
    expect(lateProblem(9, 8)).toBe('order');
    // Without a yellow there is nothing to compare: the yellow field says what is missing.
    expect(lateProblem(undefined, 8)).toBeUndefined();
  });
});
