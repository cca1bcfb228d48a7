-- Messages sent through the /contact-us form, and the server's secret that signs the form's timing token
-- and hashes senders' IP addresses. Only the app's own role reads them: on Supabase new public tables are
-- granted to anon and authenticated by default, so both are revoked and row-level security has no policy.
CREATE TABLE IF NOT EXISTS "contact_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "name" text NOT NULL CHECK (char_length("name") BETWEEN 2 AND 80),
  "reply_to" text NOT NULL CHECK (char_length("reply_to") BETWEEN 3 AND 254),
  "reply_to_kind" text NOT NULL CHECK ("reply_to_kind" IN ('email', 'phone')),
  "subject" text NOT NULL CHECK (char_length("subject") BETWEEN 3 AND 120),
  "message" text NOT NULL CHECK (char_length("message") BETWEEN 20 AND 2000),
  -- An HMAC of the sender's IP address: enough to rate-limit, not enough to recover the address.
  "ip_hash" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_ip_recent_idx" ON "contact_messages" ("ip_hash", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_reply_to_recent_idx" ON "contact_messages" ("reply_to", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "app_secrets" (
  "name" text PRIMARY KEY,
  "value" text NOT NULL CHECK (char_length("value") >= 64),
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- 256 bits from two random UUIDs (gen_random_uuid uses the server's strong random source).
INSERT INTO "app_secrets" ("name", "value")
VALUES ('contact-form', encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'))
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "contact_messages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "app_secrets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON "contact_messages", "app_secrets" FROM anon, authenticated;
