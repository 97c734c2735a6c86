/**
 * Prints the INSERTs that fill a fresh shop's content once with the sample texts
 * (src/shared/content/sample-content.ts), marked as samples. Run once to write migration 0032
 * (docs/decisions/0205); the migration, not this script, is what a database runs.
 *   npm exec tsx scripts/content-seed-sql.ts >> drizzle/0032_shop-content-and-pickup.sql
 */
import { SAMPLE_CONTENT } from '../src/shared/content/sample-content.ts';
import { CONTENT_BLOCKS } from '../src/shared/content/shop-content.ts';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const rows = CONTENT_BLOCKS.map(
  (block) => `(${literal(block)}, ${literal(JSON.stringify(SAMPLE_CONTENT[block]))}::jsonb, true)`,
);

process.stdout.write(
  `--> statement-breakpoint\n-- The sample texts, loaded once: the owner replaces them in the admin's Contenu tab.\nINSERT INTO "shop_content" ("block", "value", "sample") VALUES\n${rows.join(',\n')}\nON CONFLICT ("block") DO NOTHING;\n`,
);
