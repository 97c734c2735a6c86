import type { ShopContent } from '@shared/content/shop-content.ts';
import type { RouterContextProvider } from 'react-router';
import { textValues, type TextValues } from './owner-text';
import { pageServices } from '~/lib/page-services';

/** The content blocks that are one page's text. */
type PageTextBlock = {
  [K in keyof ShopContent]: ShopContent[K] extends string ? K : never;
}[keyof ShopContent];

/**
 * What a page showing one of her texts loads (about, delivery, returns, jobs, sustainability, VIP):
 * the text, empty when the shop has none, and the shop's values it may name.
 */
export function ownerPageText(
  context: Readonly<RouterContextProvider>,
  block: PageTextBlock,
): { text: string; values: TextValues } {
  const { settings, content } = pageServices(context);
  return { text: content?.[block] ?? '', values: textValues(settings) };
}
