import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { products } from '../src/shared/catalogue/products.ts';
import { buildSearchIndex } from '../src/shared/search/search-index.ts';

/**
 * Gitignored; `npm run dev` reads it (src/web/features/search/search-engine.ts), having no server
 * API. The running shop serves the index of its database's catalogue (ADR 0135).
 */
export const SEARCH_INDEX_FILE = fileURLToPath(
  new URL('../src/web/generated/search-index.json', import.meta.url),
);

/**
 * Writes the search index from the catalogue before Vite reads any module, in `build` and in
 * `dev` alike. Vite then emits it as a hashed asset (`/assets/search-index-<hash>.json`), which the
 * server caches for a year: a catalogue change makes a new name.
 */
export function searchIndexPlugin(): Plugin {
  return {
    name: 'lagune-search-index',
    buildStart() {
      mkdirSync(dirname(SEARCH_INDEX_FILE), { recursive: true });
      writeFileSync(SEARCH_INDEX_FILE, JSON.stringify(buildSearchIndex(products)));
    },
  };
}
