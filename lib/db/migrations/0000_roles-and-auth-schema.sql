-- Supabase-compatible roles, the auth schema and its helper functions, and the extensions later
-- migrations rely on. Everything is conditional: hosted Supabase already has these objects (and
-- owns them), and roles are cluster-wide, so another database on the same server may have made them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pgcrypto;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    CREATE ROLE anon NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    CREATE ROLE authenticated NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'service_role') THEN
    CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS auth;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
--> statement-breakpoint
GRANT USAGE ON SCHEMA auth TO anon, authenticated, service_role;
--> statement-breakpoint
-- auth.uid() and auth.role() read the verified JWT's claims, which the app sets per transaction
-- (set_config('request.jwt.claims', ..., true)) before SET LOCAL ROLE authenticated. Same contract
-- as Supabase, so row-level security policies written against it work on both.
DO $$
BEGIN
  IF to_regprocedure('auth.uid()') IS NULL THEN
    EXECUTE $f$
      CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $body$
        SELECT coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
        )::uuid
      $body$
    $f$;
  END IF;
  IF to_regprocedure('auth.role()') IS NULL THEN
    EXECUTE $f$
      CREATE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS $body$
        SELECT coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
        )
      $body$
    $f$;
  END IF;
  IF to_regprocedure('auth.jwt()') IS NULL THEN
    EXECUTE $f$
      CREATE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $body$
        SELECT coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
      $body$
    $f$;
  END IF;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION auth.uid(), auth.role(), auth.jwt() TO anon, authenticated, service_role;
