ALTER TABLE "orders" DROP CONSTRAINT "orders_delivery_zone_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_shop" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_check" CHECK ("orders"."delivery_zone" in ('abidjan', 'interior', 'west-africa', 'world', 'pickup'));