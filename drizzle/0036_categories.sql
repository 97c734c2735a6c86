CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'products' NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_kind_check" CHECK ("categories"."kind" in ('products', 'looks'))
);
--> statement-breakpoint
-- The eight categories every shop had in the code (src/shared/catalogue/categories.ts,
-- SAMPLE_CATEGORIES), written once: fresh shops and shops that already ran get the same rows
-- before the products' foreign key is checked (docs/decisions/0222).
INSERT INTO "categories" ("id", "name", "kind", "position") VALUES
('t-shirt', 'T-Shirts', 'products', 10),
('pull', 'Pulls', 'products', 20),
('complet', 'Complets', 'products', 30),
('short', 'Shorts', 'products', 40),
('top', 'Tops', 'products', 50),
('custom-tshirt', 'T-Shirts Personnalisés', 'products', 60),
('limited-edition', 'Édition Limitée', 'products', 70),
('spring-summer', 'Collection Printemps/Été', 'looks', 80)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_check";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE restrict;