-- The owner's alerts (docs/decisions/0175-owner-alerts.md): her switches and where the e-mails
-- and SMS go (one row, made at first start), the shop's VAPID key pair and the admins' devices
-- that accept Web Push (docs/decisions/0176-web-push.md); the outbox gets a 'push' channel.
CREATE TABLE "owner_alerts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"new_order" boolean DEFAULT true NOT NULL,
	"payment_received" boolean DEFAULT true NOT NULL,
	"payment_issue" boolean DEFAULT true NOT NULL,
	"contact_message" boolean DEFAULT true NOT NULL,
	"by_email" boolean DEFAULT true NOT NULL,
	"by_sms" boolean DEFAULT true NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_alerts_single_row" CHECK ("owner_alerts"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_keys_single_row" CHECK ("push_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_messages" DROP CONSTRAINT "customer_messages_channel_check";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_channel_check" CHECK ("customer_messages"."channel" in ('sms', 'email', 'push'));