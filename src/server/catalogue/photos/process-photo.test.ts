// The photo pipeline on its own: the type comes from the bytes, widths are never upscaled, and the
// width a 390 px phone at DPR 2 loads for a product page's main photo stays under 60 KB.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_TEXT } from '../../../shared/api/admin-photos.ts';
import { MAIN_PHOTO_SIZES } from '../../../shared/media/photo-sources.ts';
import { processPhoto } from './process-photo.ts';
import { sniffImageType } from './sniff.ts';
import { photoLikeJpeg, plainJpeg } from './test-photos.ts';

describe('processPhoto', () => {
  it('keeps the main photo a 390 px phone loads (800 px AVIF) under 60 KB for a photo-like picture', async () => {
    const photo = await processPhoto(await photoLikeJpeg(1600, 2000));
    expect(photo).toMatchObject({ width: 1600, height: 2000 });
    const sizes = Object.fromEntries(
      photo.variants.map((v) => [`${v.format}-${v.width}`, v.bytes.length]),
    );
    // 100vw on a phone: 390 × 2 = 780 px wanted, the 800 px variant served.
    expect(MAIN_PHOTO_SIZES).toMatch(/100vw$/);
    expect(sizes['avif-800']).toBeLessThanOrEqual(60 * 1024);
    // A browser without AVIF still stays near the budget with WebP.
    expect(sizes['webp-800']).toBeLessThanOrEqual(60 * 1024);
    // Each format smaller than the next-older one at the same width.
    expect(sizes['avif-800']).toBeLessThan(sizes['jpeg-800']!);
  });

  it('never makes a variant wider than the original', async () => {
    const photo = await processPhoto(await plainJpeg(700, 700, '#0e7c7b'));
    expect([...new Set(photo.variants.map((v) => v.width))]).toEqual([320, 480, 640]);
    expect(photo.variants).toHaveLength(9);
  });

  it('takes PNG with transparency (flattened on white) and WebP, judged by their bytes', async () => {
    const png = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const fromPng = await processPhoto(png);
    const jpeg = fromPng.variants.find((v) => v.format === 'jpeg')!;
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245); // white, not black
    const webp = await sharp(await plainJpeg(500, 500, '#f77f00'))
      .webp()
      .toBuffer();
    expect((await processPhoto(webp)).width).toBe(500);
  });

  it('takes an iPhone HEIC (HEVC inside HEIF): its colours kept, every variant made', async () => {
    // 480 × 360, a gradient, encoded by libheif's heif-enc (Debian's libheif-examples).
    const heic = readFileSync(new URL('./fixtures/iphone-480x360.heic', import.meta.url));
    expect(sniffImageType(heic)).toBe('heic');
    const photo = await processPhoto(heic);
    expect(photo).toMatchObject({ width: 480, height: 360 });
    expect(photo.variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual(
      ['avif-320', 'avif-480', 'jpeg-320', 'jpeg-480', 'webp-320', 'webp-480'].sort(),
    );
    // The top right corner is red in the source (x → red, y → green): the pixels are the photo's.
    const jpeg = photo.variants.find((v) => v.format === 'jpeg' && v.width === 480)!;
    const { data, info } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (info.width * 4 + info.width - 5) * info.channels;
    expect(data[at]).toBeGreaterThan(200);
    expect(data[at + 1]).toBeLessThan(60);
  });

  it('refuses a 41 MP HEIC from its header, before decoding a pixel', async () => {
    // 8 200 × 5 000 of grey, 10 KB: what a decompression bomb looks like (heif-enc as above).
    const bomb = readFileSync(new URL('./fixtures/bomb-8200x5000.heic', import.meta.url));
    await expect(processPhoto(bomb)).rejects.toThrow(PHOTO_TEXT.tooManyPixels);
  });

  it('refuses a HEIC that is only a header, in French', async () => {
    const broken = Buffer.concat([
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    await expect(processPhoto(broken)).rejects.toThrow(PHOTO_TEXT.unreadable);
  });

  it('refuses what is not a JPEG, PNG or WebP whatever it claims to be', async () => {
    const gif = await sharp(await plainJpeg(400, 400, '#111111'))
      .gif()
      .toBuffer();
    await expect(processPhoto(gif)).rejects.toThrow(PHOTO_TEXT.unsupportedFormat);
    await expect(
      processPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).rejects.toThrow(PHOTO_TEXT.notAnImage);
  });
});

describe('sniffImageType', () => {
  it('reads the signature, not a name', () => {
    const ftyp = (brands: string) => Buffer.from(`\0\0\0\x18ftyp${brands}`, 'latin1');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(
      'jpeg',
    );
    expect(sniffImageType(Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\0', 'latin1'))).toBe('png');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageType(ftyp('heic\0\0\0\0mif1heic'))).toBe('heic');
    expect(sniffImageType(ftyp('mif1\0\0\0\0mif1heic'))).toBe('heic');
    expect(sniffImageType(ftyp('avif\0\0\0\0mif1avif'))).toBe('avif');
    expect(sniffImageType(Buffer.from('Ceci est un texte.jpg'))).toBe('unknown');
  });
});
