// Persian (۰–۹) and Arabic-Indic (٠–٩) digits typed on Iranian keyboards are normalised to
// ASCII before any parsing; what the user reads is shown in Persian digits.
const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** '۱۲٣' → '123'; every other character is kept. */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** '12' → '۱۲'; every other character is kept. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}

/**
 * A whole non-negative number from what was typed, in any digits and with thousands
 * separators (',', '٬', '،'); undefined when it is empty or not a whole number.
 */
export function parseWholeNumber(text: string): number | undefined {
  const plain = normalizeDigits(text).replace(/[,\u066C\u060C\s]/g, '');
  if (!/^\d+$/.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isSafeInteger(value) ? value : undefined;
}
