import { describe, expect, it } from 'vitest';
import { hasPhrase, togglePhrase } from './quick-notes.ts';

describe('tapping a quick note', () => {
  it('adds the phrase after what was typed', () => {
    expect(togglePhrase('', 'بدون پیاز')).toBe('بدون پیاز');
    expect(togglePhrase('نان اضافه', 'تند')).toBe('نان اضافه، تند');
  });

  it('takes a phrase it holds out again, whichever comma was typed', () => {
    expect(togglePhrase('بدون پیاز, تند', 'بدون پیاز')).toBe('تند');
    expect(hasPhrase('بدون پیاز، تند', 'تند')).toBe(true);
    expect(hasPhrase('تندتر', 'تند')).toBe(false);
  });
});
