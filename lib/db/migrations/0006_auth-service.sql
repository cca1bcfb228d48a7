-- The embedded Supabase-compatible auth service's tables (lib/auth/service). Names and columns follow
-- Supabase Auth's own `auth` schema, so member tables can reference auth.users(id) on both the embedded
-- server and a hosted Supabase project; on a hosted project these already exist and are left alone
-- (the embedded service is off there).
CREATE TABLE IF NOT EXISTS auth.users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  aud text NOT NULL DEFAULT 'authenticated',
  role text NOT NULL DEFAULT 'authenticated',
  email text,
  phone text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  phone_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_sent_at timestamptz,
  phone_change text,
  phone_change_sent_at timestamptz,
  reauthentication_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  raw_user_meta_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_anonymous boolean NOT NULL DEFAULT false,
  banned_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS users_email_key ON auth.users (lower(email)) WHERE email IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS users_phone_key ON auth.users (phone) WHERE phone IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS auth.identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  identity_data jsonb NOT NULL,
  provider text NOT NULL,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, provider)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS identities_user_id_idx ON auth.identities (user_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS auth.mfa_factors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  friendly_name text,
  factor_type text NOT NULL,
  status text NOT NULL,
  secret text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_challenged_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS mfa_factors_user_friendly_name_key ON auth.mfa_factors (user_id, friendly_name) WHERE friendly_name IS NOT NULL AND friendly_name <> '';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS auth.mfa_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  factor_id uuid NOT NULL REFERENCES auth.mfa_factors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz,
  ip_address text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS auth.sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  aal text NOT NULL DEFAULT 'aal1',
  amr jsonb NOT NULL DEFAULT '[]'::jsonb,
  factor_id uuid,
  user_agent text,
  ip text,
  refreshed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sessions_user_id_idx ON auth.sessions (user_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS auth.refresh_tokens (
  id bigserial PRIMARY KEY,
  token text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES auth.sessions (id) ON DELETE CASCADE,
  parent text,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS refresh_tokens_session_id_idx ON auth.refresh_tokens (session_id);
--> statement-breakpoint
-- PKCE: what a flow started with (code challenge) until its auth code is exchanged.
CREATE TABLE IF NOT EXISTS auth.flow_state (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES auth.users (id) ON DELETE CASCADE,
  auth_code text NOT NULL UNIQUE,
  code_challenge_method text NOT NULL,
  code_challenge text NOT NULL,
  provider_type text NOT NULL DEFAULT '',
  authentication_method text NOT NULL,
  auth_code_issued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Confirmation, recovery, magic-link, email/phone change and reauthentication tokens. Only a hash of
-- each is kept (sha224 of the address and the code, as Supabase Auth does).
CREATE TABLE IF NOT EXISTS auth.one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  token_type text NOT NULL,
  token_hash text NOT NULL,
  relates_to text NOT NULL,
  flow_state_id uuid REFERENCES auth.flow_state (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, token_type)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS one_time_tokens_token_hash_idx ON auth.one_time_tokens (token_hash);
--> statement-breakpoint
-- The embedded service's own keys: the ES256 signing key and the anon and service-role API keys.
CREATE TABLE IF NOT EXISTS auth.service_keys (
  id text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  anon_key text NOT NULL,
  service_role_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Development outbox: the embedded service's emails and text messages, stored instead of sent.
CREATE TABLE IF NOT EXISTS auth.dev_outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
