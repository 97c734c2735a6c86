CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" uuid
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_sum_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_email_hash_key" ON "promo_codes" USING btree ("email_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."discount" >= 0 and "orders"."discount" <= "orders"."subtotal");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_sum_check" CHECK ("orders"."total_amount" = "orders"."subtotal" - "orders"."discount" + "orders"."delivery_fee");;
--> statement-breakpoint
-- lagune_place_order (drizzle/0008, docs/decisions/0022) with the welcome code (docs/decisions/0055):
-- two more arguments, the discount and the code. The code is marked used in the order's own
-- statement, by a conditional update: two orders with one code (on any instances) cannot both
-- take it. An unknown code raises SQLSTATE 'LGPR1', a used one 'LGPR2'; all of the order rolls back.
DROP FUNCTION "lagune_place_order"(uuid, text, uuid, integer, text, integer, integer, text, text,
  text, text, text[], text[], integer[], integer[], uuid, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lagune_place_order"(
  p_order_id uuid,
  p_reference text,
  p_user_id uuid,
  p_subtotal integer,
  p_delivery_zone text,
  p_delivery_fee integer,
  p_discount integer,
  p_promo_code text,
  p_total integer,
  p_address text,
  p_full_name text,
  p_phone text,
  p_instructions text,
  p_products text[],
  p_sizes text[],
  p_quantities integer[],
  p_prices integer[],
  p_key uuid,
  p_response text
) RETURNS text AS $$
DECLARE
  v_created_at timestamptz;
  v_line integer;
  v_left integer;
  v_body text;
BEGIN
  INSERT INTO "orders" ("id", "reference", "user_id", "subtotal", "delivery_zone", "delivery_fee",
      "discount", "promo_code", "total_amount", "status", "shipping_address")
    VALUES (p_order_id, p_reference, p_user_id, p_subtotal, p_delivery_zone, p_delivery_fee,
      p_discount, p_promo_code, p_total, 'pending', p_address)
    RETURNING "created_at" INTO v_created_at;
  IF p_promo_code IS NOT NULL THEN
    -- Conditional update: a second order with the same code waits for the first one's row lock,
    -- then finds used_at set and updates nothing (READ COMMITTED re-reads the row).
    UPDATE "promo_codes" SET "used_at" = now(), "order_id" = p_order_id
      WHERE "code" = p_promo_code AND "used_at" IS NULL;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM "promo_codes" WHERE "code" = p_promo_code) THEN
        RAISE EXCEPTION 'promo code used' USING ERRCODE = 'LGPR2';
      END IF;
      RAISE EXCEPTION 'promo code unknown' USING ERRCODE = 'LGPR1';
    END IF;
  END IF;
  INSERT INTO "orders_info" ("id", "nom_complet", "telephone", "instructions")
    VALUES (p_order_id, p_full_name, p_phone, p_instructions);
  INSERT INTO "order_items" ("order_id", "product_id", "size", "quantity", "price")
    SELECT p_order_id, l.product, l.size, l.quantity, l.price
    FROM unnest(p_products, p_sizes, p_quantities, p_prices) AS l(product, size, quantity, price);

  FOR v_line IN
    SELECT l.i FROM unnest(p_products, p_sizes) WITH ORDINALITY AS l(product, size, i)
    ORDER BY l.product, l.size
  LOOP
    UPDATE "stock"
      SET "quantity" = "quantity" - p_quantities[v_line], "updated_at" = now()
      WHERE "product_id" = p_products[v_line] AND "size" = p_sizes[v_line]
        AND "quantity" >= p_quantities[v_line]
      RETURNING "quantity" INTO v_left;
    IF NOT FOUND THEN
      SELECT "quantity" INTO v_left FROM "stock"
        WHERE "product_id" = p_products[v_line] AND "size" = p_sizes[v_line];
      RAISE EXCEPTION 'insufficient stock' USING
        ERRCODE = 'LGST1',
        DETAIL = json_build_object('index', v_line - 1, 'available', coalesce(v_left, 0))::text;
    END IF;
    INSERT INTO "stock_changes" ("product_id", "size", "delta", "quantity_after", "reason", "order_id")
      VALUES (p_products[v_line], p_sizes[v_line], -p_quantities[v_line], v_left, 'order', p_order_id);
  END LOOP;

  v_body := replace(p_response, '__CREATED_AT__',
    to_char(v_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  UPDATE "idempotency_keys"
    SET "status" = 'completed', "order_id" = p_order_id, "response_code" = 201, "response_body" = v_body
    WHERE "key" = p_key;
  RETURN v_body;
END;
$$ LANGUAGE plpgsql;
