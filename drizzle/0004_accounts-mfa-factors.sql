ALTER TABLE "mfa_factors" DROP CONSTRAINT "mfa_factors_type_check";--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD COLUMN "secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD COLUMN "phone" text;--> statement-breakpoint
-- No code wrote mfa_factors before this migration; a stray row with a plain secret must not survive it.
DELETE FROM "mfa_factors" WHERE "secret_encrypted" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_factors_user_type_confirmed_key" ON "mfa_factors" USING btree ("user_id","type") WHERE "mfa_factors"."confirmed_at" is not null;--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD CONSTRAINT "mfa_factors_totp_secret_check" CHECK ("mfa_factors"."type" <> 'totp' or "mfa_factors"."secret_encrypted" is not null);--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD CONSTRAINT "mfa_factors_sms_phone_check" CHECK ("mfa_factors"."type" <> 'sms' or "mfa_factors"."phone" is not null);--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD CONSTRAINT "mfa_factors_type_check" CHECK ("mfa_factors"."type" in ('totp', 'sms', 'email'));--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('mfa_email', 'mfa_sms', 'mfa_email_enroll', 'mfa_sms_enroll', 'email_confirm', 'password_reset'));