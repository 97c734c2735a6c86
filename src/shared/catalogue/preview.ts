/**
 * The owner's preview of a product page (ADR 0146): `/product/<id>?apercu=1`, shown only to an
 * administrator's session, with PREVIEW_TEXT in the announcement bar while the product is not on
 * sale. A module of its own: the service worker reads the parameter without the admin's schemas.
 */
export const PREVIEW_PARAM = 'apercu';
export const PREVIEW_TEXT = 'Aperçu : ce produit n’est pas en ligne';

export function previewUrl(productUrl: string): string {
  return `${productUrl}?${PREVIEW_PARAM}=1`;
}
