-- One order in one statement (docs/decisions/0022): the server prices the order and draws its id
-- and reference, then this function writes everything in the statement's own transaction — the
-- order, who to call, the stock taken line by line in (product, size) order with the conditional
-- update that never sells a unit twice, the stock audit, the items and the idempotency key's
-- stored answer. Two round trips per order (claim the key, call this) instead of ten, which is
-- what the order API's latency was made of. Anything failing rolls all of it back.
--
-- A line beyond the stock left raises SQLSTATE 'LGST1' with DETAIL {"index": i, "available": n}
-- (i = the line's position in the arrays, from 0). `p_response` is the 201 body with the
-- placeholder "__CREATED_AT__" for the order's creation time, set here from the database clock
-- (the live channel's cursor); the function returns the final body.
CREATE OR REPLACE FUNCTION "lagune_place_order"(
  p_order_id uuid,
  p_reference text,
  p_user_id uuid,
  p_subtotal integer,
  p_delivery_zone text,
  p_delivery_fee integer,
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
      "total_amount", "status", "shipping_address")
    VALUES (p_order_id, p_reference, p_user_id, p_subtotal, p_delivery_zone, p_delivery_fee,
      p_total, 'pending', p_address)
    RETURNING "created_at" INTO v_created_at;
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
