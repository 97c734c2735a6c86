CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"amount" text,
	"currency" text,
	"reference" text,
	"transaction_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('paid', 'already_paid', 'mismatch', 'late', 'twice', 'unknown_reference', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "wave_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"launch_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wave_checkouts_status_check" CHECK ("wave_checkouts"."status" in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_issue" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_checkouts" ADD CONSTRAINT "wave_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wave_checkouts_order_idx" ON "wave_checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wave_checkouts_open_idx" ON "wave_checkouts" USING btree ("created_at") WHERE "wave_checkouts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_issue_check" CHECK ("orders"."payment_issue" is null or "orders"."payment_issue" in ('mismatch', 'late', 'twice'));