/**
 * The product sheets kept out of the pages' first load, in one chunk: the quick-add's size picker
 * and the product page's zoom view (both dialogs). One loader (load-product-sheets.ts), shared by
 * the card and the gallery, so the product page's own chunk carries no second list of files.
 */
export { default as SizePicker } from './size-picker';
export { default as ZoomView } from './zoom-view';
