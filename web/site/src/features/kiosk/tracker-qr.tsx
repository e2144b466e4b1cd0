// The order's tracker link (the site's /orders/<id>) as a QR code for the customer's phone, drawn
// as SVG from the `qrcode` package's modules (byte mode, error correction M), as the POS draws
// its tracker and table codes.
import QRCode from 'qrcode';
import { useMemo } from 'react';

const QUIET = 4;

export const trackerLink = (orderId: string, origin: string = location.origin): string =>
  `${origin}/orders/${encodeURIComponent(orderId)}`;

function darkModules(text: string): { size: number; path: string } {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(y, x)) parts.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
  return { size: modules.size + QUIET * 2, path: parts.join('') };
}

export function TrackerQr({ link, size, label }: { link: string; size: number; label: string }) {
  const { size: extent, path } = useMemo(() => darkModules(link), [link]);
  return (
    <svg
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-testid="kiosk-tracker-qr"
      data-link={link}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
