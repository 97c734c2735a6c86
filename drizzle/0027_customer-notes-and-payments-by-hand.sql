CREATE TABLE "customer_notes" (
	"key" text PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "means" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_means_check" CHECK ("payment_events"."means" is null or "payment_events"."means" in ('cash', 'orange_money', 'mtn_momo', 'moov_money', 'transfer', 'other'));