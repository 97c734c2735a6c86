-- `orders.updated_at` is the admin live channel's catch-up cursor (docs/decisions/0042): every
-- update of an order moves it, whichever code wrote the update.
CREATE OR REPLACE FUNCTION "orders_touch_updated_at"() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "orders_touch_updated_at"
  BEFORE UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_touch_updated_at"();
