-- Live admin channel (ADR 0042): every committed insert/update of an order is announced on
-- `orders_changed`, which every app instance LISTENs to, so events cross instances.
CREATE OR REPLACE FUNCTION "notify_orders_changed"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('orders_changed', json_build_object('op', TG_OP, 'id', NEW.id)::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "orders_notify_changed"
  AFTER INSERT OR UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "notify_orders_changed"();
