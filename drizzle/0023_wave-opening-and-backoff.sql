ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_outcome_check";--> statement-breakpoint
ALTER TABLE "wave_checkouts" DROP CONSTRAINT "wave_checkouts_status_check";--> statement-breakpoint
ALTER TABLE "wave_checkouts" ALTER COLUMN "launch_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wave_checkouts" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wave_checkouts" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wave_checkouts" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('paid', 'already_paid', 'mismatch', 'late', 'twice', 'unknown_reference', 'wrong_session', 'ignored'));--> statement-breakpoint
ALTER TABLE "wave_checkouts" ADD CONSTRAINT "wave_checkouts_status_check" CHECK ("wave_checkouts"."status" in ('opening', 'open', 'complete', 'expired'));