import { describe, expect, it } from 'vitest';
import { photoSources, photoUrl, sharedJpeg } from './photo-sources.ts';

describe('photoSources', () => {
  const photo = {
    hash: 'a1'.repeat(12),
    width: 1600,
    height: 2000,
    widths: [320, 480, 640, 800, 960, 1280],
  };

  it('gives a srcset per format, a JPEG fallback up to 800 px and the dimensions of the widest variant', () => {
    const sources = photoSources(photo);
    expect(sources.srcSet.avif).toBe(
      [320, 480, 640, 800, 960, 1280]
        .map((w) => `/media/photos/${photo.hash}-${w}.avif ${w}w`)
        .join(', '),
    );
    expect(sources.srcSet.webp).toContain(`/media/photos/${photo.hash}-1280.webp 1280w`);
    expect(sources.srcSet.jpeg).toContain(`/media/photos/${photo.hash}-320.jpg 320w`);
    expect(sources.src).toBe(photoUrl(photo.hash, 800, 'jpeg'));
    expect([sources.width, sources.height]).toEqual([1280, 1600]);
  });

  it('keeps the aspect ratio of a small landscape photo', () => {
    const sources = photoSources({ hash: photo.hash, width: 500, height: 375, widths: [320, 480] });
    expect(sources.src).toBe(photoUrl(photo.hash, 480, 'jpeg'));
    expect([sources.width, sources.height]).toEqual([480, 360]);
  });

  it('shares the narrowest JPEG at least 1200 px wide, else the widest, with its real size', () => {
    const large = photoSources(photo);
    expect(
      sharedJpeg({ jpeg: large.srcSet.jpeg, width: large.width, height: large.height }),
    ).toEqual({ url: photoUrl(photo.hash, 1280, 'jpeg'), width: 1280, height: 1600 });
    const small = photoSources({ hash: photo.hash, width: 900, height: 1200, widths: [320, 800] });
    expect(
      sharedJpeg({ jpeg: small.srcSet.jpeg, width: small.width, height: small.height }),
    ).toEqual({ url: photoUrl(photo.hash, 800, 'jpeg'), width: 800, height: 1067 });
  });
});
