import { keptCardTap } from '~/lib/cart/early-tap';
import { loadProductSheets } from './load-product-sheets';

/**
 * Called before hydration. A tap on a card kept by the page (lib/cart/early-tap.ts), a '+' or a
 * size in the card's picker, is answered by the size picker's code, which the page does not load
 * first: fetched now, while React hydrates (some 400 ms of CPU on a mid-range phone), it is there
 * when the answer is due instead of one round trip and a download later. Nothing is fetched when
 * nothing was tapped. (The toast that answers 'Ajouter au panier' is part of the page's first
 * JavaScript.)
 */
export function fetchAnswersToKeptTaps(): void {
  if (keptCardTap()) void loadProductSheets();
}
