/** The size picker and the zoom view (dialogs), fetched the first time one is opened. */
export function loadProductSheets() {
  return import('./product-sheets');
}
