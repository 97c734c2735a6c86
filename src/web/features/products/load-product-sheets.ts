/**
 * The size picker and the zoom view (dialogs), in one chunk: a card's picker is hydrated from it
 * once the page is (docs/decisions/0247), the zoom view fetched the first time it is opened.
 */
export function loadProductSheets() {
  return import('./product-sheets');
}
