/**
 * What a page needs to show an uploaded product photo: `<picture>` sources per format with
 * `srcset`, a JPEG fallback and explicit dimensions (no layout shift). Tiny and free of zod and
 * server code: the storefront's first load imports it (docs/decisions/0138).
 */

/** Widths produced for every photo (never above the original's), in each of PHOTO_FORMATS. */
export const PHOTO_WIDTHS = [320, 480, 640, 800, 960, 1280] as const;
/** Best first: a `<picture>` lists its sources in this order. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const PHOTO_EXTENSIONS: Record<PhotoFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};
export const PHOTO_MIME_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export { CARD_PHOTO_SIZES, MAIN_PHOTO_SIZES } from './photo-sizes.ts';

/** The part of a photo the helper needs (ProductPhoto has it). */
export type PhotoRef = {
  hash: string;
  width: number;
  height: number;
  /** Widths served, ascending. */
  widths: readonly number[];
};

export type PhotoSources = {
  /** JPEG fallback for `<img src>`: the widest variant up to 800 px. */
  src: string;
  /** `srcset` per format, for `<source type=… srcset=…>`. */
  srcSet: Record<PhotoFormat, string>;
  /** Dimensions of the widest variant (the original's aspect ratio), for `<img width height>`. */
  width: number;
  height: number;
};

/** `/media/photos/<hash>-<width>.<ext>`: content-hashed, served `immutable`. */
export function photoUrl(hash: string, width: number, format: PhotoFormat): string {
  return `/media/photos/${hash}-${width}.${PHOTO_EXTENSIONS[format]}`;
}

export function photoSources(photo: PhotoRef): PhotoSources {
  const widths = photo.widths.length > 0 ? photo.widths : [photo.width];
  const widest = widths[widths.length - 1]!;
  const fallback = [...widths].reverse().find((w) => w <= 800) ?? widths[0]!;
  const srcSet = {} as Record<PhotoFormat, string>;
  for (const format of PHOTO_FORMATS)
    srcSet[format] = widths.map((w) => `${photoUrl(photo.hash, w, format)} ${w}w`).join(', ');
  return {
    src: photoUrl(photo.hash, fallback, 'jpeg'),
    srcSet,
    width: widest,
    height: Math.round((widest * photo.height) / photo.width),
  };
}

/** The first (narrowest) URL of a `srcset` written by `photoSources`: a thumbnail's picture. */
export function smallestSource(srcSet: string): string {
  return srcSet.split(',')[0]!.trim().split(/\s+/)[0]!;
}

/** Google's and WhatsApp's large previews want pictures at least this wide (docs/decisions/0212). */
export const SHARE_MIN_WIDTH = 1200;

/**
 * The JPEG of a photo to share and to give crawlers (og:image, the structured data's image): the
 * narrowest at least SHARE_MIN_WIDTH wide, else the widest, with its real size.
 */
export function sharedJpeg(photo: { jpeg: string; width: number; height: number }): {
  url: string;
  width: number;
  height: number;
} {
  const variants = photo.jpeg.split(',').map((entry) => {
    const [url, w] = entry.trim().split(/\s+/);
    return { url: url!, width: Number.parseInt(w!, 10) };
  });
  const chosen =
    variants.find((v) => v.width >= SHARE_MIN_WIDTH) ??
    variants.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    url: chosen.url,
    width: chosen.width,
    height: Math.round((chosen.width * photo.height) / photo.width),
  };
}
