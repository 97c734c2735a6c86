import type { Options, SearchOptions } from 'minisearch';

/**
 * How LAGUNE's search reads text, shared by the index built at build time and the browser that
 * loads it (MiniSearch needs the same options on both sides). ADR 0075.
 */

/** Words that carry no meaning in a product search. */
const STOP_WORDS = new Set(
  'le la les l un une des de du d et ou en au aux a à pour par sur dans avec sans son sa ses ce cette se qui que'.split(
    ' ',
  ),
);

/** Lower case, no accents: 'Marinière' and 'mariniere' are the same word. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Spaces and punctuation split words; a hyphen does not ('t-shirt' stays one token). */
export function tokenize(text: string): string[] {
  return text.split(/[\s.,;:!?'’"«»()/+&]+/u).filter(Boolean);
}

/** A plural 's' or 'x' dropped from words of four letters or more: 'pulls' → 'pull', 'tops' → 'top'. */
function singular(word: string): string {
  return word.length > 3 && /[^s][sx]$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * One token → the terms indexed or searched: folded, singular; a hyphenated word gives its parts
 * and its joined form, so 't-shirt', 'tshirt' and 'shirt' all meet.
 */
export function processTerm(token: string): string[] | null {
  const folded = foldText(token).replace(/^-+|-+$/g, '');
  if (!folded || STOP_WORDS.has(folded)) return null;
  const parts = folded.split('-').filter((p) => p.length > 1 && !STOP_WORDS.has(p));
  const terms = folded.includes('-') ? [folded.replace(/-/g, ''), ...parts] : [folded];
  const kept = [...new Set(terms.map(singular))].filter((t) => t.length > 1);
  return kept.length > 0 ? kept : null;
}

/** What each product is found by. */
export const SEARCH_FIELDS = ['name', 'category', 'colour', 'description'] as const;

export const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 3, category: 2, colour: 2 },
  // Every word must match; the last one may still be being typed.
  combineWith: 'AND',
  prefix: (_term, i, terms) => i === terms.length - 1,
  // One typo in a word of four letters or more ('marinere'); shorter words must be exact.
  fuzzy: (term) => (term.length >= 4 ? 1 : false),
};

export const MINISEARCH_OPTIONS: Options = {
  fields: [...SEARCH_FIELDS],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};
