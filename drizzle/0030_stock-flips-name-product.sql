-- A size going from sold out to in stock, or back, names its product on the pages channel
-- (docs/decisions/0213, replacing 0020's 'catalogue'): every instance renders again only the pages
-- that show that product, not every page. Same trigger, same moments (ADR 0161).
CREATE OR REPLACE FUNCTION "lagune_announce_stock_flip"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.quantity > 0) <> (NEW.quantity > 0) THEN
    PERFORM pg_notify('pages_changed', 'product:' || NEW.product_id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
