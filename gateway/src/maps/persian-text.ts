// Persian text as people type it, folded so a search matches however it was typed: Arabic ye and
// kaf (ي ى ك, from Arabic keyboards) are the Persian ones, the zero-width non-joiner (نیم‌فاصله)
// and runs of spaces are one space, short-vowel marks and the tatweel go.
const ARABIC_YE = /[يى]/g;
const ARABIC_KAF = /ك/g;
const MARKS = /[\u064B-\u0652\u0670\u0640]/g;
const SPACES = /[\s\u200c\u200f\u200e]+/g;

export const foldPersian = (text: string): string =>
  text
    .replace(ARABIC_YE, 'ی')
    .replace(ARABIC_KAF, 'ک')
    .replace(MARKS, '')
    .replace(SPACES, ' ')
    .trim()
    .toLowerCase();
