CREATE TABLE "shop_promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent" integer,
	"amount" integer,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"category" text,
	"per_customer" integer,
	"total_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_promo_codes_value_check" CHECK (("shop_promo_codes"."percent" between 1 and 100 and "shop_promo_codes"."amount" is null) or ("shop_promo_codes"."amount" > 0 and "shop_promo_codes"."percent" is null)),
	CONSTRAINT "shop_promo_codes_category_check" CHECK ("shop_promo_codes"."category" is null or "shop_promo_codes"."category" in ('t-shirt', 'pull', 'complet', 'short', 'top', 'custom-tshirt', 'limited-edition', 'spring-summer'))
);
--> statement-breakpoint
CREATE TABLE "shop_promo_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_promo_uses" ADD CONSTRAINT "shop_promo_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promo_uses" ADD CONSTRAINT "shop_promo_uses_code_shop_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."shop_promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_promo_uses_code_idx" ON "shop_promo_uses" USING btree ("code","buyer_phone");--> statement-breakpoint
-- The owner's codes (docs/decisions/0191). Why a code is refused now for this subtotal and buyer,
-- as a SQLSTATE, or null: 'LGPC1' unknown, 'LGPC2' switched off, over or used up in all, 'LGPC3'
-- not started yet, 'LGPC4' below its minimum subtotal, 'LGPC5' used up by this phone key (not
-- counted when p_buyer_phone is null: the checkout's check before ordering). Orders cancelled
-- since give their use back.
CREATE OR REPLACE FUNCTION "lagune_shop_promo_refusal"(
  p_code text,
  p_subtotal integer,
  p_buyer_phone text
) RETURNS text AS $$
DECLARE
  v "shop_promo_codes"%ROWTYPE;
  v_total integer;
  v_mine integer;
BEGIN
  SELECT * INTO v FROM "shop_promo_codes" WHERE "code" = p_code;
  IF NOT FOUND THEN RETURN 'LGPC1'; END IF;
  IF NOT v."active" OR (v."ends_at" IS NOT NULL AND now() >= v."ends_at") THEN RETURN 'LGPC2'; END IF;
  IF v."starts_at" IS NOT NULL AND now() < v."starts_at" THEN RETURN 'LGPC3'; END IF;
  IF p_subtotal < v."min_subtotal" THEN RETURN 'LGPC4'; END IF;
  SELECT count(*), count(*) FILTER (WHERE u."buyer_phone" = p_buyer_phone)
    INTO v_total, v_mine
    FROM "shop_promo_uses" u JOIN "orders" o ON o."id" = u."order_id"
    WHERE u."code" = p_code AND o."status" <> 'cancelled';
  IF v."total_limit" IS NOT NULL AND v_total >= v."total_limit" THEN RETURN 'LGPC2'; END IF;
  IF p_buyer_phone IS NOT NULL AND v."per_customer" IS NOT NULL AND v_mine >= v."per_customer" THEN
    RETURN 'LGPC5';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Records that an order (placed in this transaction) used an owner's code, or raises the refusal
-- above, rolling the whole order back. A transaction-scoped advisory lock per code makes
-- concurrent orders with one code, on any instance, count one after the other (READ COMMITTED:
-- the count after the lock sees every use committed before it).
CREATE OR REPLACE FUNCTION "lagune_use_shop_promo"(
  p_code text,
  p_order_id uuid,
  p_subtotal integer,
  p_buyer_phone text
) RETURNS void AS $$
DECLARE
  v_refusal text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('lagune-shop-promo:' || p_code, 0));
  v_refusal := "lagune_shop_promo_refusal"(p_code, p_subtotal, p_buyer_phone);
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'shop promo code refused' USING ERRCODE = v_refusal;
  END IF;
  INSERT INTO "shop_promo_uses" ("order_id", "code", "buyer_phone")
    VALUES (p_order_id, p_code, p_buyer_phone);
END;
$$ LANGUAGE plpgsql;
