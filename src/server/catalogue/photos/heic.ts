import type { HeicImage } from 'heic-decode';

/**
 * HEIC (HEVC inside HEIF), as iPhones save photos, decoded by libheif compiled to WebAssembly
 * (`heic-decode`): sharp's prebuilt libvips has no HEVC decoder (docs/decisions/0204). Loaded on
 * the first HEIC only (the module is ~8 MB): the server starts as fast as before.
 */
export type OpenedHeic = {
  /** From the container's boxes: known before any pixel is decoded. */
  width: number;
  height: number;
  /** RGBA, transforms (rotation, mirror) applied by libheif. */
  decode: () => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  dispose: () => void;
};

export async function openHeic(bytes: Uint8Array): Promise<OpenedHeic> {
  const { all } = (await import('heic-decode')).default;
  const images = await all({ buffer: bytes });
  const first: HeicImage | undefined = images[0];
  if (!first) {
    images.dispose();
    throw new Error('no image in the HEIF file');
  }
  return {
    width: first.width,
    height: first.height,
    decode: () => first.decode(),
    dispose: () => images.dispose(),
  };
}
