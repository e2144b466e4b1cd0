// Persian (۰–۹) and Arabic-Indic (٠–٩) digits typed on Iranian keyboards and phones, turned into
// ASCII digits before any parsing: a phone number, a one-time code or a price may arrive in either.
const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** '۰۹۱۲' and '٠٩١٢' → '0912'; every other character is kept as it is. */
export const normalizeDigits = (input: string): string =>
  input
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO));
