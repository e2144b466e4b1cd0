import { describe, expect, it } from 'vitest';
import { keptByText } from './kept-by-text.ts';

describe('keptByText', () => {
  it('works each text out once while it is kept, and again once the answers were emptied', () => {
    const worked: string[] = [];
    const length = keptByText((text) => (worked.push(text), text.length));
    expect(['ab', 'abc', 'ab', 'abc'].map(length)).toEqual([2, 3, 2, 3]);
    expect(worked).toEqual(['ab', 'abc']);
    for (let i = 0; i < 10_000; i++) expect(length(`t${i}`)).toBe(`t${i}`.length);
    expect(length('ab')).toBe(2);
    expect(worked.filter((t) => t === 'ab')).toHaveLength(2);
  });

  it('keeps no answer for a text whose work throws: it throws each time it is asked', () => {
    let asked = 0;
    const parse = keptByText((text) => {
      asked++;
      if (text === 'bad') throw new RangeError('bad');
      return text;
    });
    expect(() => parse('bad')).toThrow(RangeError);
    expect(() => parse('bad')).toThrow(RangeError);
    expect(asked).toBe(2);
  });
});
