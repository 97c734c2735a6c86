ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_reason_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_pending_created_at_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_reason_check" CHECK ("stock_changes"."reason" in ('seed', 'order', 'cancel', 'release', 'restock', 'correction'));