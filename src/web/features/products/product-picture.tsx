import type { PhotoSourceSet } from '@shared/catalogue/types.ts';
import type { ImgHTMLAttributes } from 'react';

/**
 * A product's picture: the drawing as a plain `<img>`, or the owner's photo as a `<picture>` that
 * lets the browser pick AVIF, WebP or JPEG at the width the screen needs (ADR 0138, 0139). The
 * `<picture>` takes no box of its own (`display: contents`), so layouts style the `<img>` alone.
 */
export function ProductPicture({
  photo,
  sizes,
  ...img
}: { photo: PhotoSourceSet | undefined; sizes: string } & ImgHTMLAttributes<HTMLImageElement>) {
  if (!photo) return <img {...img} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      <img {...img} srcSet={photo.jpeg} sizes={sizes} />
    </picture>
  );
}
