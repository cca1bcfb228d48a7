-- Members' named watchlists. Row-level security is the second line behind the API's own WHERE clauses:
-- the API runs these queries as the `authenticated` role with the member's id in the JWT claims
-- (lib/db/member-scope.ts), so a policy keyed on auth.uid() hides every other member's rows.
CREATE TABLE IF NOT EXISTS "watchlists" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  "user_defined_name" text NOT NULL CHECK (char_length("user_defined_name") BETWEEN 1 AND 50),
  "asset_type" text NOT NULL DEFAULT 'mutual_fund' CHECK ("asset_type" IN ('mutual_fund')),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "watchlists_user_name_key" ON "watchlists" ("user_id", lower("user_defined_name"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "watchlist_items" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "watchlist_id" uuid NOT NULL REFERENCES "watchlists" ("id") ON DELETE CASCADE,
  -- The owner again, so the policy needs no join (and an item can never sit in another member's list:
  -- the composite check below ties it to its list's owner).
  "user_id" uuid NOT NULL DEFAULT auth.uid(),
  "scheme_code" integer NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("watchlist_id", "scheme_code")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "watchlist_items_user_idx" ON "watchlist_items" ("user_id", "scheme_code");
--> statement-breakpoint
ALTER TABLE "watchlists" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "watchlist_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "watchlists_own_rows" ON "watchlists" FOR ALL TO authenticated
  USING ("user_id" = auth.uid()) WITH CHECK ("user_id" = auth.uid());
--> statement-breakpoint
CREATE POLICY "watchlist_items_own_rows" ON "watchlist_items" FOR ALL TO authenticated
  USING ("user_id" = auth.uid())
  WITH CHECK ("user_id" = auth.uid() AND EXISTS (SELECT 1 FROM "watchlists" w WHERE w."id" = "watchlist_id" AND w."user_id" = auth.uid()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "watchlists", "watchlist_items" TO authenticated;
