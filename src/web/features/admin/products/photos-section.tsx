/**
 * Where the product's photos are managed in its editor. For now a heading only: the photo editor
 * (`ProductPhotosEditor`, built on another branch) takes this place when the branches meet.
 */
export function PhotosSection({ productId }: { productId: string }) {
  return (
    <section aria-labelledby={`photos-${productId}`} data-product-id={productId}>
      <h3 id={`photos-${productId}`} className="text-sm font-bold tracking-[0.15em] uppercase">
        Photos
      </h3>
    </section>
  );
}
