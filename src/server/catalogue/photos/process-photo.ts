import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp';
import { PHOTO_LIMITS, PHOTO_TEXT } from '../../../shared/api/admin-photos.ts';
import { PHOTO_WIDTHS, type PhotoFormat } from '../../../shared/media/photo-sources.ts';
import { openHeic } from './heic.ts';
import { sniffImageType } from './sniff.ts';

// libvips' operation cache keeps decoded images around for reuse: uploads are never repeated, so
// it would only hold memory.
sharp.cache(false);

/** An upload the server will not take, with the status and French message to answer. */
export class PhotoRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRefusal';
  }
}

export type PhotoVariant = {
  width: number;
  height: number;
  format: PhotoFormat;
  bytes: Buffer;
};

export type ProcessedPhoto = {
  /** The original's size after orientation. */
  width: number;
  height: number;
  hash: string;
  variants: PhotoVariant[];
};

/**
 * Encoder settings, chosen on photo-like images so the 800 px AVIF a 390 px phone at DPR 2 loads
 * stays well under 60 KB (docs/decisions/0139). Changing them changes the bytes, hence the hash
 * and the URLs: cached copies are never stale.
 */
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 74, mozjpeg: true }),
};

function formatOf(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'heic' {
  const sniffed = sniffImageType(bytes);
  switch (sniffed) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'heic':
      return sniffed;
    case 'avif':
    case 'gif':
    case 'tiff':
      throw new PhotoRefusal(415, 'unsupported_format', PHOTO_TEXT.unsupportedFormat);
    default:
      throw new PhotoRefusal(415, 'not_an_image', PHOTO_TEXT.notAnImage);
  }
}

const decodeOptions = {
  limitInputPixels: PHOTO_LIMITS.maxPixels,
  // A truncated or corrupt file is refused rather than served half grey.
  failOn: 'error',
} as const satisfies SharpOptions;

const unreadable = () => new PhotoRefusal(422, 'unreadable_photo', PHOTO_TEXT.unreadable);

/** Size and EXIF orientation from the header alone, and how to decode the pixels afterwards. */
type Opened = {
  width: number;
  height: number;
  orientation: number;
  pixels: () => Promise<Sharp>;
  close: () => void;
};

async function open(input: Uint8Array): Promise<Opened> {
  const expected = formatOf(input);
  if (expected === 'heic') {
    // sharp's prebuilt libvips cannot decode HEVC: libheif in WebAssembly does (ADR 0204). Its
    // size is read from the container's boxes; libheif applies the rotation itself.
    const heic = await openHeic(input).catch(() => {
      throw unreadable();
    });
    return {
      width: heic.width,
      height: heic.height,
      orientation: 1,
      pixels: async () => {
        const { width, height, data } = await heic.decode();
        const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        return sharp(rgba, { ...decodeOptions, raw: { width, height, channels: 4 } });
      },
      close: heic.dispose,
    };
  }
  let header: Metadata;
  try {
    // The header only: no limit here, so a bomb is told apart from a broken file below.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (header.format !== expected)
    throw new PhotoRefusal(415, 'not_an_image', PHOTO_TEXT.notAnImage);
  return {
    width: header.width ?? 0,
    height: header.height ?? 0,
    orientation: header.orientation ?? 1,
    pixels: async () => sharp(input, decodeOptions),
    close: () => {},
  };
}

/**
 * Checks an upload and makes its variants: real type from the bytes, pixel count from the header
 * (before any decoding: a decompression bomb is refused for the price of reading its header),
 * EXIF orientation applied, then every metadata block dropped (GPS, camera, ICC: pixels are
 * converted to sRGB), transparency flattened on white, and each width of PHOTO_WIDTHS up to the
 * original's in AVIF, WebP and JPEG. Throws PhotoRefusal for anything the owner must change.
 */
export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  if (input.length === 0) throw new PhotoRefusal(400, 'empty_upload', PHOTO_TEXT.empty);
  if (input.length > PHOTO_LIMITS.maxBytes)
    throw new PhotoRefusal(413, 'photo_too_large', PHOTO_TEXT.tooLarge);
  const opened = await open(input);
  try {
    return await fromOpened(opened);
  } finally {
    opened.close();
  }
}

async function fromOpened(opened: Opened): Promise<ProcessedPhoto> {
  const pixels = opened.width * opened.height;
  if (pixels <= 0) throw unreadable();
  if (pixels > PHOTO_LIMITS.maxPixels)
    throw new PhotoRefusal(413, 'too_many_pixels', PHOTO_TEXT.tooManyPixels);
  // Orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = opened.orientation >= 5;
  const width = turned ? opened.height : opened.width;
  const height = turned ? opened.width : opened.height;
  if (width < PHOTO_LIMITS.minWidth)
    throw new PhotoRefusal(422, 'photo_too_small', PHOTO_TEXT.tooSmall);
  if (Math.max(width, height) > PHOTO_LIMITS.maxAspect * Math.min(width, height))
    throw new PhotoRefusal(422, 'photo_too_elongated', PHOTO_TEXT.tooElongated);

  // Decoded once, oriented and brought down to the widest variant; every variant is made from
  // these pixels (a 12 MP JPEG decoded 18 times would cost seconds).
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  const widest = widths[widths.length - 1]!;
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await (
      await opened.pixels()
    )
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable();
  }
  const raw = {
    raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
  };

  const variants: PhotoVariant[] = [];
  for (const target of widths) {
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const image = sharp(base.data, raw).resize({ width: target });
      const { data, info } = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, format, bytes: data });
    }
  }
  const hash = createHash('sha256');
  for (const v of variants) hash.update(v.bytes);
  return { width, height, hash: hash.digest('hex').slice(0, 24), variants };
}
