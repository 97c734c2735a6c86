CREATE TABLE "shop_sizes" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shop_sizes_name_check" CHECK (char_length("shop_sizes"."name") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "stock" DROP CONSTRAINT "stock_size_check";--> statement-breakpoint
-- Every shop starts with the sizes it sold until now, in that order (docs/decisions/0224); the
-- owner edits the list in the admin afterwards. Stock and products keep their labels as they are.
INSERT INTO "shop_sizes" ("name", "position") VALUES ('S', 1), ('M', 2), ('L', 3), ('XL', 4)
  ON CONFLICT DO NOTHING;
