-- Issue 22: AUM as AMFI's fund-performance feed gives it, per fund (every plan and option together) at a date.
-- Each plan of a matched fund also gets the figure in plan_facts; these rows keep the fund-level figure once,
-- so AMC and category totals add each fund once, however many plans (or app schemes) it has.
CREATE TABLE "fund_aum" (
  "source" text NOT NULL,
  "as_of" date NOT NULL,
  -- fundKey(scheme_name): the row's identity within a source and date (lib/ingest/fund-names/fund-key.ts).
  "fund_key" text NOT NULL,
  "scheme_name" text NOT NULL,
  -- The fund house as the source names it ("ABSL"); null when the source names none.
  "amc" text,
  "category" text,
  "sub_category" text,
  "aum_cr" double precision NOT NULL,
  -- The AMFI codes of the fund's plans the row was written to; empty when the name matched no fund.
  "scheme_codes" integer[] DEFAULT '{}' NOT NULL,
  "import_id" integer NOT NULL,
  CONSTRAINT "fund_aum_source_as_of_fund_key_pk" PRIMARY KEY ("source", "as_of", "fund_key"),
  CONSTRAINT "fund_aum_aum_cr_check" CHECK ("aum_cr" >= 0)
);
--> statement-breakpoint
-- The fund each plan belongs to, by the latest fund-level AUM row that names it: totals group plans by it.
-- MATERIALIZED: pages join it on every request, and unnesting every row's codes costs tens of milliseconds;
-- refreshScreenerPlans rebuilds it with the screener's rows.
CREATE MATERIALIZED VIEW "plan_aum_fund" AS
SELECT DISTINCT ON (code) code AS "scheme_code", f."fund_key"
FROM "fund_aum" f CROSS JOIN LATERAL unnest(f."scheme_codes") AS code
ORDER BY code, f."as_of" DESC, f."source";
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_aum_fund_scheme_code_idx" ON "plan_aum_fund" ("scheme_code");
