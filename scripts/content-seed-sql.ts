/**
 * Prints the INSERTs that fill a fresh shop's content once with the sample texts
 * (src/shared/content/sample-content.ts), marked as samples. Run once to write migration 0032
 * (docs/decisions/0205); the migration, not this script, is what a database runs. A block added
 * later is named, so that its migration inserts it alone (docs/decisions/0233):
 *   npm exec tsx scripts/content-seed-sql.ts >> drizzle/0032_shop-content-and-pickup.sql
 *   npm exec tsx scripts/content-seed-sql.ts home >> drizzle/0040_home-banner.sql
 *   npm exec tsx scripts/content-seed-sql.ts looks >> drizzle/0042_looks.sql
 *   npm exec tsx scripts/content-seed-sql.ts gallery >> drizzle/0044_gallery.sql
 *   npm exec tsx scripts/content-seed-sql.ts sustainability >> drizzle/0047_sustainability.sql
 *   npm exec tsx scripts/content-seed-sql.ts vip >> drizzle/0049_vip.sql
 */
import { SAMPLE_CONTENT } from '../src/shared/content/sample-content.ts';
import { CONTENT_BLOCKS, type ContentBlock } from '../src/shared/content/shop-content.ts';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const named = process.argv.slice(2) as ContentBlock[];
const unknown = named.filter((block) => !CONTENT_BLOCKS.includes(block));
if (unknown.length > 0) throw new Error(`Blocs inconnus : ${unknown.join(', ')}`);
const rows = (named.length > 0 ? named : CONTENT_BLOCKS).map(
  (block) => `(${literal(block)}, ${literal(JSON.stringify(SAMPLE_CONTENT[block]))}::jsonb, true)`,
);

process.stdout.write(
  `--> statement-breakpoint\n-- The sample texts, loaded once: the owner replaces them in the admin's Contenu tab.\nINSERT INTO "shop_content" ("block", "value", "sample") VALUES\n${rows.join(',\n')}\nON CONFLICT ("block") DO NOTHING;\n`,
);
