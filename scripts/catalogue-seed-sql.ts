/**
 * Prints the INSERTs that load the seed catalogue (src/shared/catalogue/products.ts) into the
 * `products` table. Run once to write migration 0017 (ADR 0135); the migration, not this script,
 * is what a database runs, so a later edit of the seed changes no shop that already started.
 *   npm exec tsx scripts/catalogue-seed-sql.ts >> drizzle/0017_catalogue.sql
 */
import { categoryOfProduct } from '../src/shared/catalogue/categories.ts';
import { products } from '../src/shared/catalogue/products.ts';

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

const positions = new Map<string, number>();
const rows = products.map((product) => {
  const category = categoryOfProduct(product);
  if (!category) throw new Error(`no category for ${product.id}`);
  const position = (positions.get(category) ?? 0) + 10;
  positions.set(category, position);
  const sizes = `ARRAY[${product.sizes.map((s) => literal(s.name)).join(', ')}]::text[]`;
  return `(${[
    literal(product.id),
    literal(category),
    literal(product.name),
    literal(product.description),
    String(product.price),
    product.oldPrice === undefined ? 'NULL' : String(product.oldPrice),
    String(product.isNew),
    String(product.isLimited === true),
    sizes,
    `${literal(JSON.stringify(product.art))}::jsonb`,
    "'published'",
    String(position),
  ].join(', ')})`;
});

process.stdout.write(
  `--> statement-breakpoint\n-- The seed catalogue (${products.length} products), loaded once: the database is its source from now on.\nINSERT INTO "products" ("id", "category", "name", "description", "price", "old_price", "is_new", "is_limited", "sizes", "art", "status", "position") VALUES\n${rows.join(',\n')}\nON CONFLICT ("id") DO NOTHING;\n`,
);
