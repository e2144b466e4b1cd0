import { describe, expect, it } from 'vitest';
import { foldPersian } from './persian-text.ts';

describe('folding Persian text for search', () => {
  it('reads Arabic ye and kaf as Persian, the half-space as a space', () => {
    expect(foldPersian('نياوران')).toBe('نیاوران');
    expect(foldPersian('شهرك غرب')).toBe(foldPersian('شهرک غرب'));
    expect(foldPersian('يوسف‌آباد')).toBe('یوسف آباد');
    expect(foldPersian('  یوسف   آباد ')).toBe('یوسف آباد');
  });

  it('drops short-vowel marks and the tatweel', () => {
    expect(foldPersian('تَجریش')).toBe('تجریش');
    expect(foldPersian('ونـــک')).toBe('ونک');
  });
});
