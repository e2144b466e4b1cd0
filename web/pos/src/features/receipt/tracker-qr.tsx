// The tracker link as a QR code for the customer's phone, drawn with the tables' QR maker.
import { useMemo } from 'react';
import { qrMatrix, qrPath } from '../dining-tables/qr-code.ts';

const QUIET = 4;

export function TrackerQr({ link, size }: { link: string; size: number | string }) {
  const matrix = useMemo(() => qrMatrix(link), [link]);
  const extent = matrix.length + QUIET * 2;
  return (
    <svg
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      role="img"
      aria-label={link}
      data-testid="tracker-qr"
      data-link={link}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(matrix, QUIET)} fill="#000" />
    </svg>
  );
}
