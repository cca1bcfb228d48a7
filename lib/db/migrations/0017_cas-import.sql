-- Members' statements (CAS): which statement each imported transaction came from, the identity that makes a
-- second import of the same rows a no-op, and the imports themselves, under the members' row-level security.
CREATE TABLE IF NOT EXISTS "cas_imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  "layout" text NOT NULL CHECK ("layout" IN ('detailed', 'summary', 'nsdl', 'cdsl')),
  "period_from" date,
  "period_to" date NOT NULL,
  -- The plans the statement covers from period_from to period_to: a manual transaction of one of them in that
  -- period is flagged as covered (and not counted twice).
  "scheme_codes" integer[] NOT NULL,
  "transactions_added" integer NOT NULL,
  "transactions_present" integer NOT NULL,
  "schemes_skipped" integer NOT NULL,
  "imported_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cas_imports_user_idx" ON "cas_imports" ("user_id", "imported_at" DESC);
--> statement-breakpoint
ALTER TABLE "cas_imports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "cas_imports_own_rows" ON "cas_imports" FOR ALL TO authenticated
  USING ("user_id" = auth.uid()) WITH CHECK ("user_id" = auth.uid());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cas_imports" TO authenticated;
--> statement-breakpoint
ALTER TABLE "portfolio_transactions"
  ADD COLUMN IF NOT EXISTS "source" text NOT NULL DEFAULT 'manual' CHECK ("source" IN ('manual', 'statement')),
  ADD COLUMN IF NOT EXISTS "folio" text,
  ADD COLUMN IF NOT EXISTS "statement_kind" text,
  ADD COLUMN IF NOT EXISTS "rta_code" text,
  -- The n-th row of the same folio, scheme, date, kind, units and amount in a statement (two equal SIPs a day).
  ADD COLUMN IF NOT EXISTS "occurrence" smallint NOT NULL DEFAULT 1,
  ADD COLUMN IF NOT EXISTS "import_id" uuid REFERENCES "cas_imports" (id) ON DELETE SET NULL;
--> statement-breakpoint
-- Units allotted on a segregation cost nothing: a statement row may carry a zero amount.
ALTER TABLE "portfolio_transactions" DROP CONSTRAINT IF EXISTS "portfolio_transactions_amount_check";
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_amount_check" CHECK ("amount" >= 0);
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_statement_check"
  CHECK (("source" = 'statement') = ("folio" IS NOT NULL AND "statement_kind" IS NOT NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "portfolio_transactions_statement_identity"
  ON "portfolio_transactions" ("user_id", "folio", "scheme_code", "txn_date", "statement_kind", "units", "amount", "occurrence")
  WHERE "source" = 'statement';
