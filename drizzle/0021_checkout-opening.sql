ALTER TABLE "wave_checkouts" DROP CONSTRAINT "wave_checkouts_status_check";--> statement-breakpoint
ALTER TABLE "wave_checkouts" ALTER COLUMN "launch_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wave_checkouts" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wave_checkouts" ADD CONSTRAINT "wave_checkouts_status_check" CHECK ("wave_checkouts"."status" in ('opening', 'open', 'complete', 'expired'));