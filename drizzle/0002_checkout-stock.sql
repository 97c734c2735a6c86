CREATE TABLE "stock" (
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "stock_quantity_check" CHECK ("stock"."quantity" >= 0),
	CONSTRAINT "stock_size_check" CHECK ("stock"."size" in ('S', 'M', 'L', 'XL'))
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_changes_reason_check" CHECK ("stock_changes"."reason" in ('seed', 'order', 'cancel', 'restock', 'correction'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response_body" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_changes_product_size_idx" ON "stock_changes" USING btree ("product_id","size","created_at");--> statement-breakpoint
CREATE INDEX "stock_changes_order_id_idx" ON "stock_changes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "orders_info" DROP COLUMN "adresse";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_check" CHECK ("orders"."delivery_zone" in ('abidjan', 'interior', 'west-africa', 'world'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subtotal_check" CHECK ("orders"."subtotal" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_check" CHECK ("orders"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_sum_check" CHECK ("orders"."total_amount" = "orders"."subtotal" + "orders"."delivery_fee");