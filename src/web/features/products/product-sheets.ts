/**
 * The product sheets that load on demand, in one chunk: the quick-add's size picker and the
 * product page's zoom view (both dialogs). One loader, in product-card.tsx (the shop chunk), so
 * the product page's own chunk carries no second list of files to preload.
 */
export { default as SizePicker } from './size-picker';
export { default as ZoomView } from './zoom-view';
