-- An e-mail's HTML part when it has its own layout (the account e-mails, docs/decisions/0173).
ALTER TABLE "customer_messages" ADD COLUMN "html" text;