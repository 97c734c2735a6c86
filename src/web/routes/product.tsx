import { productsInCategory } from '@shared/catalogue/categories.ts';
import { products } from '@shared/catalogue/products.ts';
import { SHOP } from '@shared/config/shop.ts';
import { Navigate } from 'react-router';
import { categoryOfProduct, findProduct } from '~/features/products/catalogue';
import { ProductDetail } from '~/features/products/product-detail';
import { ProductGrid } from '~/features/products/product-grid';
import { seo } from '~/lib/seo';
import type { Route } from './+types/product';

const SIMILAR_COUNT = 4;

export const meta = ({ params }: Route.MetaArgs) => {
  const product = findProduct(params.id);
  if (!product) {
    return [
      ...seo({
        title: 'Produit introuvable',
        description: "Ce produit n'existe pas sur LAGUNE.",
        path: '/not-found',
      }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const path = `/product/${product.id}`;
  const image = `/generated/og/${product.id}.png`;
  return [
    ...seo({ title: product.name, description: product.description, path, image, type: 'product' }),
    { property: 'product:price:amount', content: String(product.price) },
    { property: 'product:price:currency', content: 'XOF' },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: [`${SHOP.publicUrl}${image}`, `${SHOP.publicUrl}${product.images.front}`],
        sku: product.id,
        brand: { '@type': 'Brand', name: SHOP.name },
        offers: {
          '@type': 'Offer',
          price: product.price,
          priceCurrency: 'XOF',
          availability: product.inStock
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
          url: `${SHOP.publicUrl}${path}`,
        },
      },
    },
  ];
};

export default function ProductRoute({ params }: Route.ComponentProps) {
  const product = findProduct(params.id);
  // The server already answers 404 for unknown ids on a direct load; this covers in-app links.
  if (!product) return <Navigate to="/not-found" replace />;
  const category = categoryOfProduct(product);
  const similar = productsInCategory(products, category === 'spring-summer' ? 't-shirt' : category)
    .filter((p) => p.id !== product.id)
    .slice(0, SIMILAR_COUNT);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      {/* key: a new product starts again from its own first size, front view and quantity 1. */}
      <ProductDetail key={product.id} product={product} />
      {similar.length > 0 && (
        <section aria-labelledby="similaires" className="mt-20">
          <h2 id="similaires" className="display-title mb-6 text-lg sm:text-xl">
            Vous aimerez aussi
          </h2>
          <ProductGrid products={similar} />
        </section>
      )}
    </div>
  );
}
