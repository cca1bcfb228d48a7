-- Issue 34, point 5: the embedded auth service's emails wait here, written in the transaction that issues their
-- code, and are sent after the request is answered, with retries (lib/auth/service/mail-queue.ts). A row is
-- deleted once sent, refused for good or past its code's life, so live codes do not linger in the table.
CREATE TABLE IF NOT EXISTS auth.mail_queue (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS mail_queue_next_attempt_idx ON auth.mail_queue (next_attempt_at);
