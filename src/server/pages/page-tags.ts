import { categoryOfProduct } from '../../shared/catalogue/categories.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { pageTag } from './page-events.ts';

/** Words that may be a product's id (a slug): every product a page or its data names. */
const SLUG = /[a-z0-9]+(?:-[a-z0-9]+)*/g;

/**
 * What a rendered page shows (docs/decisions/0213): every product it names (its page, a card, a
 * pick, a search result: the id is in its links and its data), the category it lists, and whether
 * it lists products by a rule. A product's page also depends on its category's picks. Taking more
 * than a page shows only renders it again for nothing; naming less would keep it stale, so any
 * page that is not a product's counts as a listing.
 */
export function pageTags(url: string, body: Buffer, snapshot: CatalogueSnapshot): Set<string> {
  const tags = new Set<string>();
  for (const word of new Set(body.toString('utf8').match(SLUG)))
    if (snapshot.entries.has(word)) tags.add(pageTag.product(word));
  const path = decodeURIComponent(new URL(url, 'http://localhost').pathname).replace(/\.data$/, '');
  const product = /^\/product\/([^/]+)$/.exec(path)?.[1];
  if (product !== undefined) {
    // Its own page, whatever it says (an archived product's 410 names it nowhere).
    tags.add(pageTag.product(product));
    const entry = snapshot.entries.get(product);
    const category = entry && categoryOfProduct(entry.product);
    if (category) tags.add(pageTag.picks(category));
    return tags;
  }
  const category = /^\/collections\/([^/]+)$/.exec(path)?.[1];
  if (category !== undefined) tags.add(pageTag.category(category));
  tags.add(pageTag.listings);
  return tags;
}
