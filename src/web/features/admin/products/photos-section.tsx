import { ProductPhotosEditor } from './photos/product-photos-editor';

/** Where the product's photos are managed in its editor (uploads, order, main photo, alt texts). */
export function PhotosSection({ productId }: { productId: string }) {
  return <ProductPhotosEditor productId={productId} />;
}
