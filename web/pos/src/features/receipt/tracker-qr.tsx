// The tracker link as a QR code for the customer's phone: the tables' QR image.
import { QrSvg } from '../dining-tables/table-qr.modal.tsx';

export const TrackerQr = ({ link, size }: { link: string; size: number | string }) => (
  <QrSvg text={link} size={size} testId="tracker-qr" />
);
