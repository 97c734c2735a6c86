import { expect, test } from '@playwright/test';
import { gotoHydrated, products } from './support/shop.ts';

// How a page comes to life (ADR 0096): it is drawn from the HTML the server sent, and hydrating
// keeps every element the HTML drew (React hydrates it as it is, without redrawing).

const product = products.find((p) => p.inStock) ?? products[0]!;
const PAGES = ['/', `/product/${product.id}`, '/collections/t-shirt', '/cart', '/recherche?q=pull'];

test.describe('hydration', () => {
  for (const path of PAGES) {
    test(`${path}: drawn from its HTML, and hydrating redraws nothing`, async ({ page }) => {
      // Every element removed from the page from the moment its HTML is parsed until it has
      // hydrated (a removed and re-added element is a redraw the shopper sees as a flicker).
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { __removed: string[] }).__removed = removed;
        document.addEventListener('DOMContentLoaded', () =>
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of record.removedNodes)
                if (node instanceof Element)
                  removed.push(
                    `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
                      node.getAttribute('rel') ? `[rel=${node.getAttribute('rel')}]` : ''
                    } (dans ${(record.target as Element).tagName.toLowerCase()})`,
                  );
          }).observe(document, { childList: true, subtree: true }),
        );
      });
      await gotoHydrated(page, path);

      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
        return {
          firstPaint: paint?.startTime,
          scripts: scripts.length,
        };
      });
      expect(timing.firstPaint, 'premier affichage mesuré').toBeGreaterThan(0);
      expect(timing.scripts, 'scripts de l’application chargés').toBeGreaterThan(0);

      // Only React Router's own inline scripts and its hints may go; the stylesheet, the header,
      // the cards… stay the elements the HTML drew.
      const removed = await page.evaluate(
        () => (window as unknown as { __removed: string[] }).__removed,
      );
      const redrawn = removed.filter(
        (entry) =>
          !/^script\b/.test(entry) &&
          !/^link\[rel=(modulepreload|preload)\] \(dans head\)$/.test(entry),
      );
      expect(redrawn).toEqual([]);
    });
  }
});
