import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The database is the catalogue's only truth (docs/decisions/0135, 0170): a page or an answer that
// reads the sample catalogue bundled in the code shows a product as it was first written, or not
// at all when it was created in the admin. Only the seeding code and these exceptions read it.
const MAY_IMPORT: Record<string, string> = {
  'src/server/catalogue/sample-shop.ts':
    'writes the sample shop once (docs/decisions/0208) and knows which products it may empty (0209)',
  'src/server/admin/seed-orders.ts': 'demo orders of sample products',
  'src/server/catalogue/product-pictures.ts':
    'the drawings the build made are named after the sample products and drawn from their recipe',
};

const SAMPLE_CATALOGUE = /(?:from|import\()\s*['"][^'"]*shared\/catalogue\/products(\.ts)?['"]/;

describe('the sample catalogue', () => {
  it('is imported under src/web and src/server only by the seeding code and the known exceptions', () => {
    const importers = globSync('src/{web,server}/**/*.{ts,tsx}')
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/test/'))
      .filter((file) => SAMPLE_CATALOGUE.test(readFileSync(file, 'utf8')))
      .sort();
    expect(importers).toEqual(Object.keys(MAY_IMPORT).sort());
  });
});
