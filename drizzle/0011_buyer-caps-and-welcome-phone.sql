ALTER TABLE "orders" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_network" text;--> statement-breakpoint
CREATE INDEX "orders_pending_phone_idx" ON "orders" USING btree ("buyer_phone") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_pending_network_idx" ON "orders" USING btree ("buyer_network") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_welcome_phone_key" ON "orders" USING btree ("buyer_phone") WHERE "orders"."promo_code" is not null;;
--> statement-breakpoint
-- lagune_place_order (drizzle/0010) with the unpaid-order caps (docs/decisions/0100): the buyer's
-- phone key and hashed client network are stored with the order, and before anything is taken the
-- unpaid ('pending') orders and units of that phone and that network are counted against
-- p_limits = {orders per phone, units per phone, orders per network, units per network} (0: no
-- limit). A transaction-scoped advisory lock per phone, then per network (always in that order,
-- so two orders cannot wait on each other) makes concurrent orders of one buyer, on any instance,
-- count one after the other. Over a limit raises 'LGHD1' (phone) or 'LGHD2' (network) with the
-- counts held in DETAIL; all of the order rolls back.
DROP FUNCTION "lagune_place_order"(uuid, text, uuid, integer, text, integer, integer, text,
  integer, text, text, text, text, text[], text[], integer[], integer[], uuid, text);
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
  p_response text,
  p_buyer_phone text,
  p_buyer_network text,
  p_limits integer[]
) RETURNS text AS $$
DECLARE
  v_created_at timestamptz;
  v_line integer;
  v_left integer;
  v_body text;
  v_units integer := (SELECT coalesce(sum(q), 0) FROM unnest(p_quantities) AS q);
  v_held_orders integer;
  v_held_units integer;
BEGIN
  IF p_limits[1] > 0 OR p_limits[2] > 0 THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('lagune-unpaid-phone:' || p_buyer_phone, 0));
    SELECT count(DISTINCT o."id"), coalesce(sum(i."quantity"), 0)
      INTO v_held_orders, v_held_units
      FROM "orders" o JOIN "order_items" i ON i."order_id" = o."id"
      WHERE o."status" = 'pending' AND o."buyer_phone" = p_buyer_phone;
    IF (p_limits[1] > 0 AND v_held_orders + 1 > p_limits[1])
        OR (p_limits[2] > 0 AND v_held_units + v_units > p_limits[2]) THEN
      RAISE EXCEPTION 'unpaid orders of this phone over the limit' USING
        ERRCODE = 'LGHD1',
        DETAIL = json_build_object('orders', v_held_orders, 'units', v_held_units)::text;
    END IF;
  END IF;
  IF p_limits[3] > 0 OR p_limits[4] > 0 THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('lagune-unpaid-network:' || p_buyer_network, 0));
    SELECT count(DISTINCT o."id"), coalesce(sum(i."quantity"), 0)
      INTO v_held_orders, v_held_units
      FROM "orders" o JOIN "order_items" i ON i."order_id" = o."id"
      WHERE o."status" = 'pending' AND o."buyer_network" = p_buyer_network;
    IF (p_limits[3] > 0 AND v_held_orders + 1 > p_limits[3])
        OR (p_limits[4] > 0 AND v_held_units + v_units > p_limits[4]) THEN
      RAISE EXCEPTION 'unpaid orders of this network over the limit' USING
        ERRCODE = 'LGHD2',
        DETAIL = json_build_object('orders', v_held_orders, 'units', v_held_units)::text;
    END IF;
  END IF;

  INSERT INTO "orders" ("id", "reference", "user_id", "subtotal", "delivery_zone", "delivery_fee",
      "discount", "promo_code", "total_amount", "status", "shipping_address", "buyer_phone",
      "buyer_network")
    VALUES (p_order_id, p_reference, p_user_id, p_subtotal, p_delivery_zone, p_delivery_fee,
      p_discount, p_promo_code, p_total, 'pending', p_address, p_buyer_phone, p_buyer_network)
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
