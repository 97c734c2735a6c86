import { keptTaps } from '~/lib/cart/early-tap';
import { loadToasts } from '~/lib/toast';
import { loadProductSheets } from './load-product-sheets';

/**
 * Called before hydration. A tap kept by the page (lib/cart/early-tap.ts) is answered with a toast
 * or the size picker, whose code is fetched on first use: fetched now, while React hydrates (some
 * 400 ms of CPU on a mid-range phone), it is there when the answer is due instead of one round
 * trip and a download later. Nothing is fetched when nothing was tapped.
 */
export function fetchAnswersToKeptTaps(): void {
  const { buy, plus } = keptTaps();
  if (buy || plus) void loadToasts();
  if (plus) void loadProductSheets();
}
