// What an uploaded file really is, read from its first bytes (the name and the browser's type
// are the client's word and prove nothing). Only the three image formats browsers show everywhere.
export type ImageType = 'jpg' | 'png' | 'webp';

export const CONTENT_TYPES: Readonly<Record<ImageType, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  // RIFF container, four bytes of size, then the WEBP form type.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}
