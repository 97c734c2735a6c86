import type { PhotoSourceSet, Product } from '@shared/catalogue/types.ts';

/** One picture of a product's gallery and zoom: a photo of the owner's, or a side of the drawing. */
export interface ProductView {
  /** The JPEG (photo) or SVG (drawing) for `<img src>`. */
  src: string;
  photo?: PhotoSourceSet;
  alt: string;
  /** The button that shows it: 'Devant'/'Dos' for the drawing, the photo's number otherwise. */
  label: string;
}

/**
 * What the gallery and the zoom show, in order (docs/decisions/0211): every photo the owner
 * uploaded as she ordered them, each once; a product without photos, its drawing's two sides.
 * Apart from the gallery so the zoom view (its own chunk) does not take the gallery with it.
 */
export function productViews(product: Product): ProductView[] {
  const { gallery } = product;
  if (gallery?.length)
    return gallery.map((photo, index) => ({
      src: photo.src,
      photo,
      alt: photo.alt || `${product.name}, photo ${index + 1} sur ${gallery.length}`,
      label: `Photo ${index + 1}`,
    }));
  // A product given front and back photos without the whole list (older pages' data).
  return (['front', 'back'] as const).map((side) => ({
    src: product.images[side],
    ...(product.photos && { photo: product.photos[side] }),
    alt: `${product.name}, vue ${side === 'front' ? 'de face' : 'de dos'}`,
    label: side === 'front' ? 'Devant' : 'Dos',
  }));
}

/** Whether the views are the owner's photos (paged by number) rather than a drawing's two sides. */
export const arePhotos = (product: Product) => Boolean(product.gallery?.length);
