import type { PhotoSourceSet } from '@shared/catalogue/types.ts';
import type { ImgHTMLAttributes } from 'react';
import { usePageLive } from '~/lib/use-page-live';

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

/**
 * A picture out of sight when the page opens (the gallery's other photos, the cards under the
 * product), asked for once the page is live: on a phone's slow link it would otherwise share the
 * connection with the scripts that answer the first tap (docs/decisions/0251). Until then its box,
 * which the caller sizes, stays empty; a browser without JavaScript shows it at once (<noscript>).
 */
export function PictureWhenLive(props: Parameters<typeof ProductPicture>[0]) {
  const picture = <ProductPicture {...props} />;
  // The <noscript> stays once the picture is added beside it: nothing the page drew is removed.
  // Ink, as on the sand box it sits in: a contrast checker reads its markup as text, and on a dark
  // band (the home page's limited edition) the inherited white would fail it.
  return (
    <>
      <noscript className="text-ink">{picture}</noscript>
      {usePageLive() && picture}
    </>
  );
}
