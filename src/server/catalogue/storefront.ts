import type { StorefrontCatalogue } from '../../shared/catalogue/storefront-catalogue.ts';
import type { CatalogueSnapshot } from './catalogue-store.ts';

/** What the pages read of a snapshot: published products only, archived ones known as such. */
export function storefrontOf(snapshot: CatalogueSnapshot): StorefrontCatalogue {
  const published = new Map(snapshot.products.map((p) => [p.id, p]));
  return {
    categories: snapshot.categories,
    products: snapshot.products,
    product: (id) => published.get(id),
    isArchived: (id) => snapshot.entries.get(id)?.status === 'archived',
  };
}
