import MiniSearch, { type AsPlainObject } from 'minisearch';
import { categoryOfProduct, SAMPLE_CATEGORIES } from '../catalogue/categories.ts';
import { COLOUR_FAMILIES, productColour } from '../catalogue/colours.ts';
import type { Category, Product } from '../catalogue/types.ts';
import { MINISEARCH_OPTIONS } from './search-options.ts';

/**
 * The search index file, built by the server from the database's catalogue (ADR 0135) and
 * fetched by the browser the first time a shopper uses the search field: the products (the
 * results grid needs them whole) and MiniSearch's serialized index over them.
 */
export interface SearchIndexFile {
  products: Product[];
  index: AsPlainObject;
}

/** Garment words a shopper may type that the category names do not say. */
const CATEGORY_WORDS: Record<string, string> = {
  't-shirt': 'tee-shirt tee',
  pull: 'sweat sweatshirt hoodie',
  complet: 'ensemble',
  'custom-tshirt': 'personnalisé custom',
};

/** What MiniSearch indexes for one product. */
export function searchDocument(product: Product, categories: readonly Category[]) {
  const id = categoryOfProduct(product);
  const category = categories.find((c) => c.id === id);
  const colour = productColour(product);
  return {
    id: product.id,
    name: product.name,
    category: category ? `${category.name} ${CATEGORY_WORDS[category.id] ?? ''}` : '',
    colour: colour ? `${colour.name} ${COLOUR_FAMILIES[colour.family].label}` : '',
    description: product.description,
  };
}

/** `categories`: the shop's (their names as she wrote them are searched); the sample's by default. */
export function buildSearchIndex(
  products: readonly Product[],
  categories: readonly Category[] = SAMPLE_CATEGORIES,
): SearchIndexFile {
  const search = new MiniSearch(MINISEARCH_OPTIONS);
  search.addAll(products.map((product) => searchDocument(product, categories)));
  return { products: [...products], index: search.toJSON() };
}

/** The index ready to query, from the file's JSON. */
export function loadSearchIndex(file: SearchIndexFile): MiniSearch {
  return MiniSearch.loadJS(file.index, MINISEARCH_OPTIONS);
}

/**
 * Products matching the query, best first. Every word must match; when that finds nothing, any
 * word may ('pull bleu ciel chiné' still shows the pulls and the blue pieces).
 */
export function findProducts(
  search: MiniSearch,
  byId: ReadonlyMap<string, Product>,
  query: string,
): Product[] {
  const q = query.trim();
  if (!q) return [];
  let hits = search.search(q);
  if (hits.length === 0) hits = search.search(q, { combineWith: 'OR' });
  return hits.flatMap((hit) => byId.get(String(hit.id)) ?? []);
}
