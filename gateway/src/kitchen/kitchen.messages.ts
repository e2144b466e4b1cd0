// Persian words the kitchen routes answer with (STYLE §15).
export const kitchenMessages = {
  /** The station for lines no kitchen station takes: shown as such, never lost. */
  defaultStation: 'بدون ایستگاه',
} as const;
