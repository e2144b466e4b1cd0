// The demo restaurant's logo, drawn at start so the demo needs no network and no binary in the
// repository: a plate of saffron rice on a teal tile (the brand colour), as a PNG. The same bytes
// every time, so the file store keeps one file under one name.
import { deflateSync } from 'node:zlib';

const SIZE = 128;
type Rgba = readonly [number, number, number, number];
const TEAL: Rgba = [0x00, 0x7a, 0x5e, 0xff];
const PLATE: Rgba = [0xff, 0xff, 0xff, 0xff];
const RIM: Rgba = [0xd4, 0xf5, 0xec, 0xff];
const SAFFRON: Rgba = [0xf2, 0xa9, 0x00, 0xff];
const CLEAR: Rgba = [0, 0, 0, 0];

/** The colour at a pixel: a tile with rounded corners, a plate, its rim, the rice. */
function colourAt(x: number, y: number): Rgba {
  const c = (SIZE - 1) / 2;
  const r = Math.hypot(x - c, y - c);
  const corner = 20;
  const dx = Math.max(corner - x, x - (SIZE - 1 - corner), 0);
  const dy = Math.max(corner - y, y - (SIZE - 1 - corner), 0);
  if (Math.hypot(dx, dy) > corner) return CLEAR;
  if (r <= 22) return SAFFRON;
  if (r <= 38) return PLATE;
  if (r <= 44) return RIM;
  return TEAL;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function demoLogoPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  const row = 1 + SIZE * 4; // each row starts with its filter type, 0 (none)
  const pixels = Buffer.alloc(row * SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) pixels.set(colourAt(x, y), y * row + 1 + x * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
