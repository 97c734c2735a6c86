CREATE TABLE "shop_colours" (
	"name" text PRIMARY KEY NOT NULL,
	"hex" text NOT NULL,
	"family" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shop_colours_name_check" CHECK (char_length("shop_colours"."name") between 1 and 30),
	CONSTRAINT "shop_colours_hex_check" CHECK ("shop_colours"."hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "shop_colours_family_check" CHECK ("shop_colours"."family" in ('blanc', 'beige', 'noir', 'bleu', 'vert', 'jaune', 'orange', 'rouge', 'rose'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_colours_name_lower_key" ON "shop_colours" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_colours_hex_key" ON "shop_colours" USING btree ("hex");--> statement-breakpoint
-- Every shop starts with the drawings' fifteen shades, named and grouped as the shoppers' filters
-- knew them (docs/decisions/0225); the owner edits the list in the admin afterwards. Products keep
-- their recipe's hex: each is one of these.
INSERT INTO "shop_colours" ("name", "hex", "family", "position") VALUES
  ('Crème', '#f2eadb', 'blanc', 1),
  ('Blanc', '#f8f6f1', 'blanc', 2),
  ('Sable', '#d8c3a0', 'beige', 3),
  ('Kaki', '#a89b6e', 'beige', 4),
  ('Noir encre', '#1e1e24', 'noir', 5),
  ('Lagune', '#0e7c7b', 'vert', 6),
  ('Turquoise', '#2f9c95', 'vert', 7),
  ('Olive', '#6b6f3c', 'vert', 8),
  ('Bleu ciel', '#8dbfd0', 'bleu', 9),
  ('Indigo', '#2d3a6b', 'bleu', 10),
  ('Moutarde', '#dda033', 'jaune', 11),
  ('Orange', '#f77f00', 'orange', 12),
  ('Terracotta', '#c0603a', 'orange', 13),
  ('Bordeaux', '#7a2e3a', 'rouge', 14),
  ('Corail', '#e58a74', 'rose', 15)
  ON CONFLICT DO NOTHING;
