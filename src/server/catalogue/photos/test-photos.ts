// Images for the photo tests, made in milliseconds: a photo-like picture (gradients, shapes, a
// fabric weave and sensor grain: what makes real photos hard to compress), a phone JPEG with GPS
// and an EXIF rotation, and a PNG whose header claims 20 000 × 20 000 pixels.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 4:5 product-photo-like picture: a garment on a backdrop, weave and grain, as a JPEG. */
export async function photoLikeJpeg(width = 1600, height = 2000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#e9dccb"/><stop offset="1" stop-color="#b9a58c"/>
      </linearGradient>
      <radialGradient id="cloth" cx="0.4" cy="0.35" r="0.8">
        <stop offset="0" stop-color="#1f8a89"/><stop offset="0.6" stop-color="#0e5c5b"/>
        <stop offset="1" stop-color="#08302f"/>
      </radialGradient>
      <pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="none"/>
        <path d="M0 3h6M3 0v6" stroke="#ffffff" stroke-opacity="0.10" stroke-width="1.5"/>
      </pattern>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <ellipse cx="${width * 0.5}" cy="${height * 0.92}" rx="${width * 0.42}" ry="${height * 0.05}" fill="#000" fill-opacity="0.18"/>
    <path d="M${width * 0.22} ${height * 0.18} L${width * 0.38} ${height * 0.12} Q${width * 0.5} ${height * 0.2} ${width * 0.62} ${height * 0.12}
      L${width * 0.8} ${height * 0.2} L${width * 0.9} ${height * 0.42} L${width * 0.76} ${height * 0.47} L${width * 0.74} ${height * 0.88}
      L${width * 0.26} ${height * 0.88} L${width * 0.24} ${height * 0.47} L${width * 0.1} ${height * 0.42} Z" fill="url(#cloth)"/>
    <path d="M${width * 0.22} ${height * 0.18} L${width * 0.38} ${height * 0.12} Q${width * 0.5} ${height * 0.2} ${width * 0.62} ${height * 0.12}
      L${width * 0.8} ${height * 0.2} L${width * 0.9} ${height * 0.42} L${width * 0.76} ${height * 0.47} L${width * 0.74} ${height * 0.88}
      L${width * 0.26} ${height * 0.88} L${width * 0.24} ${height * 0.47} L${width * 0.1} ${height * 0.42} Z" fill="url(#weave)"/>
    <g fill="#f77f00" fill-opacity="0.85">
      ${Array.from({ length: 24 }, (_, i) => `<circle cx="${width * (0.32 + (i % 6) * 0.07)}" cy="${height * (0.3 + Math.floor(i / 6) * 0.12)}" r="${width * 0.022}"/>`).join('')}
    </g>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .blur(0.6)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** EXIF of a phone photo taken in Abidjan, GPS included. */
export const PHONE_EXIF = {
  IFD0: { Make: 'Téléphone', Model: 'Modèle X', Software: 'Appareil photo' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '5/1 20/1 2400/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '4/1 1/1 3600/100',
  },
} as const;

/**
 * A JPEG as a phone writes it when held upright: the pixels stored landscape (`stored` wide),
 * EXIF orientation 6 (turn a quarter clockwise to view), GPS position included.
 */
export async function phoneJpegWithGps(stored = { width: 1200, height: 900 }): Promise<Buffer> {
  return sharp({
    create: { ...stored, channels: 3, background: { r: 14, g: 124, b: 123 } },
  })
    .jpeg({ quality: 90 })
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG whose header says `width` × `height` (20 000 × 20 000 by default: 400 megapixels,
 * 1.6 GB once decoded) with only its first rows of data: a decompression bomb's header for a few
 * bytes, refused before any decoding.
 */
export function hugePng(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const rows = Buffer.alloc((1 + width * 3) * 4); // four rows of black, filter 0
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A plain JPEG of one colour with a little grain (each colour gives a different photo). */
export async function plainJpeg(width: number, height: number, colour: string): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 8 },
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
