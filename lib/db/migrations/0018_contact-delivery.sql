-- Contact messages are delivered by email to the team (lib/contact/contact-delivery.ts): stored first, then
-- sent, and retried with a growing pause while the mail server is down. A message stays until it is sent.
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "delivered_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "delivery_attempts" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "next_attempt_at" timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "last_delivery_error" text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_undelivered_idx" ON "contact_messages" ("next_attempt_at")
  WHERE "delivered_at" IS NULL;
