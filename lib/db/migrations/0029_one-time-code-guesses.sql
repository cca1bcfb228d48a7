-- Issue 34, point 4: a code typed with its address is looked up by code_hash (sha224 of address and code, as
-- Supabase Auth's token_hash was); the link carries token_hash, now random, so a guessed code cannot be sent as
-- a token_hash past the per-account count. wrong_guesses counts wrong codes for the token's address; the token
-- is deleted at the limit (lib/auth/service/one-time-tokens.ts). Live tokens keep working: their old token_hash
-- was the code's hash.
ALTER TABLE auth.one_time_tokens ADD COLUMN IF NOT EXISTS code_hash text;
--> statement-breakpoint
UPDATE auth.one_time_tokens SET code_hash = token_hash WHERE code_hash IS NULL;
--> statement-breakpoint
ALTER TABLE auth.one_time_tokens ALTER COLUMN code_hash SET NOT NULL;
--> statement-breakpoint
ALTER TABLE auth.one_time_tokens ADD COLUMN IF NOT EXISTS wrong_guesses integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS one_time_tokens_code_hash_idx ON auth.one_time_tokens (code_hash);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS one_time_tokens_relates_to_idx ON auth.one_time_tokens (relates_to);
