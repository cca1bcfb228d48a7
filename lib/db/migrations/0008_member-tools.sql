-- Members' risk-profile results and financial-plan saves, under the same row-level security as the watchlists.
CREATE TABLE IF NOT EXISTS "risk_profile_results" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  "questionnaire_version" text NOT NULL,
  "answers" jsonb NOT NULL,
  "score" integer NOT NULL,
  "profile" text NOT NULL,
  "taken_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_profile_results_user_idx" ON "risk_profile_results" ("user_id", "taken_at" DESC);
--> statement-breakpoint
-- Every save is kept: the latest is what the tool shows, the earlier ones make My Finance's trend.
CREATE TABLE IF NOT EXISTS "member_plans" (
  "id" bigserial PRIMARY KEY,
  "user_id" uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  "tool" text NOT NULL CHECK ("tool" IN ('spending-habits', 'my-finance', 'emergency-fund', 'goals')),
  "data" jsonb NOT NULL,
  "saved_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_plans_user_tool_idx" ON "member_plans" ("user_id", "tool", "saved_at" DESC);
--> statement-breakpoint
ALTER TABLE "risk_profile_results" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "member_plans" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "risk_profile_results_own_rows" ON "risk_profile_results" FOR ALL TO authenticated
  USING ("user_id" = auth.uid()) WITH CHECK ("user_id" = auth.uid());
--> statement-breakpoint
CREATE POLICY "member_plans_own_rows" ON "member_plans" FOR ALL TO authenticated
  USING ("user_id" = auth.uid()) WITH CHECK ("user_id" = auth.uid());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "risk_profile_results", "member_plans" TO authenticated;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE "member_plans_id_seq" TO authenticated;
--> statement-breakpoint
-- The member's mutual-fund transactions; units and NAV are fixed when recorded (from the NAV of that date).
CREATE TABLE IF NOT EXISTS "portfolio_transactions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  "scheme_code" integer NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('buy', 'sip', 'sell')),
  "txn_date" date NOT NULL,
  "nav" numeric NOT NULL CHECK ("nav" > 0),
  "units" numeric NOT NULL CHECK ("units" > 0),
  "amount" numeric NOT NULL CHECK ("amount" > 0),
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "portfolio_transactions_user_idx" ON "portfolio_transactions" ("user_id", "txn_date");
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "portfolio_transactions_own_rows" ON "portfolio_transactions" FOR ALL TO authenticated
  USING ("user_id" = auth.uid()) WITH CHECK ("user_id" = auth.uid());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "portfolio_transactions" TO authenticated;
