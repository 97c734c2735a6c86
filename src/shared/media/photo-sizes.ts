// Apart from photo-sources.ts: the storefront's pages need these two strings alone.

/**
 * `sizes` of a product page's main photo: the full width of a phone, half a desktop's. A 390 px
 * phone at DPR 2 then asks for 780 px and loads the 800 px AVIF (docs/decisions/0139).
 */
export const MAIN_PHOTO_SIZES = '(min-width: 1024px) 50vw, 100vw';
/** `sizes` of a card in a 2-column phone grid, 3–4 columns on a desktop. */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
/** `sizes` of the home banner's photo: a phone's full width, half the screen from a tablet up. */
export const BANNER_PHOTO_SIZES = '(min-width: 768px) 50vw, 100vw';
/** `sizes` of a look in the home page's marquee: 14 rem on phones, 16 rem from 640 px. */
export const LOOK_PHOTO_SIZES = '(min-width: 640px) 256px, 224px';
/** `sizes` of a tile of `/collections`: two columns on a phone, four on a desktop. */
export const COLLECTION_PHOTO_SIZES = '(min-width: 1024px) 25vw, 50vw';
