// A quick note is a phrase the cashier taps on or off; a note holds its phrases separated by «، »
// after whatever the cashier typed, so tapping never loses typed text.
const SEPARATOR = '، ';

const phrasesOf = (text: string): string[] =>
  text
    .split(/[،,]/)
    .map((p) => p.trim())
    .filter(Boolean);

export const hasPhrase = (text: string, phrase: string): boolean =>
  phrasesOf(text).includes(phrase.trim());

/** The text with the phrase taken out if it holds it, else added at the end. */
export function togglePhrase(text: string, phrase: string): string {
  const wanted = phrase.trim();
  const phrases = phrasesOf(text);
  const next = phrases.includes(wanted)
    ? phrases.filter((p) => p !== wanted)
    : [...phrases, wanted];
  return next.join(SEPARATOR);
}
