// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

type Meta = (args: { location: { pathname: string }; matches: unknown[] }) => { title?: string }[];

// Every page with a fixed title (product and collection pages take their names from the catalogue).
const routes = import.meta.glob<{ meta?: Meta }>(['./*.tsx', '!./*.test.tsx'], { eager: true });

/** Words that keep their capitals inside a title: the brand, acronyms. */
const PROPER = /\b(LAGUNE|VIP|Abidjan)\b/g;

describe('page titles', () => {
  it('are all in one case style: sentence case, as French writes them, never shouted', () => {
    const titles: string[] = [];
    for (const [file, route] of Object.entries(routes)) {
      if (!route.meta) continue;
      let title: string | undefined;
      try {
        title = route.meta({ location: { pathname: '/' }, matches: [] })[0]?.title;
      } catch {
        continue; // A title from loader data (product, collection, not-found): not a fixed one.
      }
      if (!title) continue;
      const own = title
        .replace(/ \| LAGUNE$/, '')
        .replace(/^LAGUNE — /, '')
        .replace(PROPER, '');
      titles.push(`${file}: ${title}`);
      expect(own.slice(1), `${file}: ${title}`).toBe(own.slice(1).toLowerCase());
    }
    expect(titles.length).toBeGreaterThan(20);
  });
});
