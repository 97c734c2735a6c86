-- A size going from sold out to in stock, or back, is announced on the pages channel by the
-- database itself (docs/decisions/0161): whichever path writes the stock — an order
-- (lagune_place_order), a release or cancellation, the owner's stock setter, a restock — every
-- instance drops its cached pages and catalogue snapshot once the change commits. NOTIFY is sent
-- at commit only, and PostgreSQL folds identical notices of one transaction into one.
CREATE OR REPLACE FUNCTION "lagune_announce_stock_flip"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.quantity > 0) <> (NEW.quantity > 0) THEN
    PERFORM pg_notify('pages_changed', 'catalogue');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "stock_flip_announced"
  AFTER INSERT OR UPDATE OF "quantity" ON "stock"
  FOR EACH ROW EXECUTE FUNCTION "lagune_announce_stock_flip"();
