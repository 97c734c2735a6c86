/** What the bytes of an upload are, from their signature (never from a name or a header). */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'gif' | 'tiff' | 'unknown';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (bytes.length < 12) return 'unknown';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return 'tiff';
  // ISO base media (HEIF/AVIF): a `ftyp` box, its major brand, then compatible brands.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), 64);
    const brands: string[] = [];
    for (let at = 8; at + 4 <= Math.min(boxSize, bytes.length); at += 4)
      if (at !== 12) brands.push(ascii(bytes, at, at + 4)); // 12..16 is the minor version
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIC_BRANDS.has(b) || b === 'mif1' || b === 'msf1')) return 'heic';
  }
  return 'unknown';
}
