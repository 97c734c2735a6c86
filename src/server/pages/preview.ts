import type { FastifyRequest } from 'fastify';
import { PREVIEW_PARAM, PREVIEW_TEXT } from '../../shared/catalogue/preview.ts';
import type { StorefrontCatalogue } from '../../shared/catalogue/storefront-catalogue.ts';
import type { ShopSettings } from '../../shared/config/shop-settings.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { storefrontOf } from '../catalogue/storefront.ts';

const PRODUCT_PAGE = /^\/product\/([^/]+?)(?:\.data)?$/;

/**
 * The product id of a preview request (`/product/<id>?apercu=1`, or its `.data`), else undefined
 * (ADR 0146). Whether the visitor may see it is `mayPreview`'s business.
 */
export function previewedProduct(rawUrl: string): string | undefined {
  const url = new URL(rawUrl, 'http://localhost');
  if (!url.searchParams.has(PREVIEW_PARAM)) return undefined;
  const id = PRODUCT_PAGE.exec(url.pathname)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/** Only who may open the admin's product API: an administrator past the second factor. */
export function mayPreview(request: FastifyRequest): boolean {
  const user = request.user;
  return (
    user?.role === 'admin' &&
    user.securityLevel === 'enhanced' &&
    (request.session?.assuranceLevel ?? 0) >= 2
  );
}

/**
 * What a preview renders from: the catalogue with the previewed product in it whatever its
 * status (a draft or an archived product is found by its page), and, unless it is on sale, the
 * announcement bar saying so. The bar is the layout's own, filled from the root loader's data:
 * the preview adds no byte to the product page's JavaScript.
 */
export function previewServices(
  snapshot: CatalogueSnapshot,
  settings: ShopSettings,
  id: string,
): { catalogue: StorefrontCatalogue; settings: ShopSettings } {
  const storefront = storefrontOf(snapshot);
  const entry = snapshot.entries.get(id);
  if (!entry || entry.status === 'published') return { catalogue: storefront, settings };
  return {
    catalogue: {
      ...storefront,
      product: (wanted) => (wanted === id ? entry.product : storefront.product(wanted)),
    },
    settings: { ...settings, announcement: PREVIEW_TEXT },
  };
}
