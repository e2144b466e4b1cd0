// The table QR codes: the library's modules equal another encoder's (python-qrcode) for every mask
// and versions 1–10, a size that grows with the text, and the mask chosen by penalty is one of eight.
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr-code.ts';
import { referenceCodes } from './qr-code.test-fixtures.ts';

const asHexRows = (matrix: readonly (readonly boolean[])[]) =>
  matrix.map((row) => {
    const bits = row.map((dark) => (dark ? '1' : '0')).join('');
    return BigInt(`0b${bits}`)
      .toString(16)
      .padStart(Math.ceil(bits.length / 4), '0');
  });

describe('a QR code', () => {
  it.each(referenceCodes)(
    'matches the reference for mask $mask, version $version',
    ({ text, mask, version, rows }) => {
      const matrix = qrMatrix(text, { mask });
      expect(matrix).toHaveLength(version * 4 + 17);
      expect(asHexRows(matrix)).toEqual(rows);
    },
  );

  it('picks one of the eight masks by penalty, the same each time', () => {
    const text = 'https://shandiz.sofre.ir/?table=12';
    const chosen = asHexRows(qrMatrix(text));
    const candidates = [0, 1, 2, 3, 4, 5, 6, 7].map((mask) => asHexRows(qrMatrix(text, { mask })));
    expect(candidates).toContainEqual(chosen);
    expect(asHexRows(qrMatrix(text))).toEqual(chosen);
  });

  it('is version 2 (25 modules) for a table link', () => {
    expect(qrMatrix('http://localhost/?table=7')).toHaveLength(25);
  });

  it('draws dark modules as unit squares inside a quiet zone', () => {
    expect(
      qrPath(
        [
          [true, false],
          [false, true],
        ],
        4,
      ),
    ).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });
});
