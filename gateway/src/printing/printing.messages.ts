// Persian text the printing routes add to the engine's refusals (STYLE §15).
export const printingMessages = {
  /** Beside PRINTER_IN_USE: which stations still print on the printer. */
  usedBy: (stationTitles: readonly string[]) =>
    `ایستگاه‌های چاپ این چاپگر: ${stationTitles.map((t) => `«${t}»`).join('، ')}`,
} as const;
