// The table QR codes (spec §1: a table's code opens the site with `?table=`): the modules come from
// the `qrcode` package (byte mode, error correction M — 15 % of a printed code may be dirty or
// torn); this file only turns them into an SVG path.
import QRCode from 'qrcode';

/** Rows of modules, dark = true, without the quiet zone. */
export type QrMatrix = readonly (readonly boolean[])[];

export interface QrOptions {
  /** Force a mask (0–7) instead of the one with the lowest penalty (tests compare masks). */
  readonly mask?: number;
}

export function qrMatrix(text: string, options: QrOptions = {}): QrMatrix {
  // Byte mode always: a link is mixed case, and one mode keeps codes comparable across encoders.
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    ...(options.mask === undefined
      ? {}
      : { maskPattern: options.mask as QRCode.QRCodeMaskPattern }),
  });
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (_, x) => modules.get(y, x) === 1),
  );
}

/** An SVG path of the dark modules, one unit per module, offset by the quiet zone. */
export function qrPath(matrix: QrMatrix, quiet = 4): string {
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
