-- Issue 22: real fund facts from several public sources, each with its own date. A plan's facts are kept per
-- date and per source (AMFI's TER on one day, its AUM at a month-end, the scheme master at its download), and a
-- reader takes each fact from the latest row that has it, with that row's date and source.
ALTER TABLE "imports" DROP CONSTRAINT "imports_kind_check";
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_kind_check"
  CHECK ("kind" in ('amfi-nav', 'demo', 'factsheet', 'scheme-master', 'ter', 'aum', 'index-series'));
--> statement-breakpoint
-- For the fact sources: the date the file speaks for, and how many of its rows matched the app's plans.
ALTER TABLE "imports" ADD COLUMN "as_of" date;
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "rows_matched" integer;
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "rows_unmatched" integer;
--> statement-breakpoint
ALTER TABLE "plan_facts" DROP CONSTRAINT "plan_facts_scheme_code_as_of_pk";
--> statement-breakpoint
ALTER TABLE "plan_facts" ADD CONSTRAINT "plan_facts_scheme_code_as_of_source_pk" PRIMARY KEY ("scheme_code", "as_of", "source");
--> statement-breakpoint
CREATE VIEW "plan_fact_latest" AS
SELECT
  "scheme_code",
  (array_agg("expense_ratio" ORDER BY "as_of" DESC, "source") FILTER (WHERE "expense_ratio" IS NOT NULL))[1] AS "expense_ratio",
  (array_agg("as_of" ORDER BY "as_of" DESC, "source") FILTER (WHERE "expense_ratio" IS NOT NULL))[1] AS "expense_ratio_as_of",
  (array_agg("source" ORDER BY "as_of" DESC, "source") FILTER (WHERE "expense_ratio" IS NOT NULL))[1] AS "expense_ratio_source",
  (array_agg("aum_cr" ORDER BY "as_of" DESC, "source") FILTER (WHERE "aum_cr" IS NOT NULL))[1] AS "aum_cr",
  (array_agg("as_of" ORDER BY "as_of" DESC, "source") FILTER (WHERE "aum_cr" IS NOT NULL))[1] AS "aum_as_of",
  (array_agg("source" ORDER BY "as_of" DESC, "source") FILTER (WHERE "aum_cr" IS NOT NULL))[1] AS "aum_source",
  (array_agg("exit_load" ORDER BY "as_of" DESC, "source") FILTER (WHERE "exit_load" IS NOT NULL))[1] AS "exit_load",
  (array_agg("as_of" ORDER BY "as_of" DESC, "source") FILTER (WHERE "exit_load" IS NOT NULL))[1] AS "exit_load_as_of",
  (array_agg("source" ORDER BY "as_of" DESC, "source") FILTER (WHERE "exit_load" IS NOT NULL))[1] AS "exit_load_source",
  (array_agg("min_sip" ORDER BY "as_of" DESC, "source") FILTER (WHERE "min_sip" IS NOT NULL))[1] AS "min_sip",
  (array_agg("as_of" ORDER BY "as_of" DESC, "source") FILTER (WHERE "min_sip" IS NOT NULL))[1] AS "min_sip_as_of",
  (array_agg("source" ORDER BY "as_of" DESC, "source") FILTER (WHERE "min_sip" IS NOT NULL))[1] AS "min_sip_source",
  (array_agg("min_lumpsum" ORDER BY "as_of" DESC, "source") FILTER (WHERE "min_lumpsum" IS NOT NULL))[1] AS "min_lumpsum",
  (array_agg("as_of" ORDER BY "as_of" DESC, "source") FILTER (WHERE "min_lumpsum" IS NOT NULL))[1] AS "min_lumpsum_as_of",
  (array_agg("source" ORDER BY "as_of" DESC, "source") FILTER (WHERE "min_lumpsum" IS NOT NULL))[1] AS "min_lumpsum_source",
  (array_agg("risk_level" ORDER BY "as_of" DESC, "source") FILTER (WHERE "risk_level" IS NOT NULL))[1] AS "risk_level",
  (array_agg("as_of" ORDER BY "as_of" DESC, "source") FILTER (WHERE "risk_level" IS NOT NULL))[1] AS "risk_level_as_of",
  (array_agg("source" ORDER BY "as_of" DESC, "source") FILTER (WHERE "risk_level" IS NOT NULL))[1] AS "risk_level_source",
  (array_agg("benchmark" ORDER BY "as_of" DESC, "source") FILTER (WHERE "benchmark" IS NOT NULL))[1] AS "benchmark",
  (array_agg("as_of" ORDER BY "as_of" DESC, "source") FILTER (WHERE "benchmark" IS NOT NULL))[1] AS "benchmark_as_of",
  (array_agg("source" ORDER BY "as_of" DESC, "source") FILTER (WHERE "benchmark" IS NOT NULL))[1] AS "benchmark_source",
  (array_agg("launch_date" ORDER BY "as_of" DESC, "source") FILTER (WHERE "launch_date" IS NOT NULL))[1] AS "launch_date",
  (array_agg("as_of" ORDER BY "as_of" DESC, "source") FILTER (WHERE "launch_date" IS NOT NULL))[1] AS "launch_date_as_of",
  (array_agg("source" ORDER BY "as_of" DESC, "source") FILTER (WHERE "launch_date" IS NOT NULL))[1] AS "launch_date_source"
FROM "plan_facts"
GROUP BY "scheme_code";
--> statement-breakpoint
-- AMFI's scheme master (SchemeData): one row per AMFI code, as published. fund_key is the fund-level name
-- normalised (lib/ingest/fund-names/fund-key.ts): TER and AUM, which name funds but give no code, match on it.
CREATE TABLE "scheme_master" (
  "scheme_code" integer PRIMARY KEY NOT NULL,
  "amc" text NOT NULL,
  "scheme_name" text NOT NULL,
  "scheme_type" text NOT NULL,
  "category" text NOT NULL,
  "nav_name" text NOT NULL,
  "plan_type" text,
  "min_amount_text" text,
  "min_amount_rupees" numeric,
  "launch_date" date,
  "closure_date" date,
  "isins" text[] DEFAULT '{}' NOT NULL,
  "fund_key" text NOT NULL,
  "import_id" integer NOT NULL,
  CONSTRAINT "scheme_master_plan_type_check" CHECK ("plan_type" in ('Direct', 'Regular'))
);
--> statement-breakpoint
CREATE INDEX "scheme_master_fund_key_idx" ON "scheme_master" ("fund_key");
--> statement-breakpoint
DROP MATERIALIZED VIEW "screener_plans";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "screener_plans" AS
-- MATERIALIZED: computed once, not once per plan (a stable function inlined into the filter runs per row).
WITH latest AS MATERIALIZED (
  SELECT "site_as_of_date"() AS d
),
facts AS (
  SELECT "scheme_code", "expense_ratio", "aum_cr", "risk_level", "min_sip", "min_lumpsum", "launch_date" FROM "plan_fact_latest"
)
SELECT
  p."scheme_code",
  coalesce(p."isin_growth", p."isin_reinvestment") AS "isin",
  p."display_name" AS "plan_display_name",
  p."plan_type",
  p."option" AS "option_type",
  s."id" AS "scheme_id",
  a."id" AS "amc_id",
  a."slug" AS "amc_slug",
  a."name" AS "amc_name",
  c."id" AS "category_id",
  c."slug" AS "category_slug",
  c."asset_class" AS "sebi_category_name",
  c."sebi_category" AS "sebi_subcategory_name",
  f."risk_level",
  f."expense_ratio",
  f."aum_cr" AS "aum",
  f."min_sip"::double precision AS "min_sip",
  f."min_lumpsum"::double precision AS "min_lumpsum",
  coalesce(f."launch_date", st."first_nav_date") AS "launch_date",
  st."last_nav"::double precision AS "nav",
  st."last_nav_date" AS "nav_date",
  m."return_1m", m."return_3m", m."return_6m", m."return_1y", m."return_3y", m."return_5y", m."return_10y", m."return_max",
  m."volatility", m."sharpe", m."sortino", m."max_drawdown", m."beta", m."alpha",
  lower(p."display_name" || ' ' || a."name") AS "search_text",
  -- One plan stands for its fund in per-fund lists and averages: Growth before IDCW (IDCW NAVs fall at
  -- every payout), then Direct before Regular (the investor's cost), so a Regular-only fund still counts.
  row_number() OVER (
    PARTITION BY p."scheme_id"
    ORDER BY (coalesce(p."option", 'Growth') = 'Growth') DESC, (coalesce(p."plan_type", 'Direct') = 'Direct') DESC, p."scheme_code"
  ) = 1 AS "is_fund_primary"
FROM "plans" p
JOIN "schemes" s ON s."id" = p."scheme_id"
JOIN "amcs" a ON a."id" = s."amc_id"
LEFT JOIN "categories" c ON c."id" = s."category_id"
JOIN "plan_nav_stats" st ON st."scheme_code" = p."scheme_code"
LEFT JOIN "plan_metrics" m ON m."scheme_code" = p."scheme_code"
LEFT JOIN facts f ON f."scheme_code" = p."scheme_code"
CROSS JOIN latest
WHERE st."last_nav_date" > latest.d - 30;
--> statement-breakpoint
CREATE UNIQUE INDEX "screener_plans_scheme_code_idx" ON "screener_plans" ("scheme_code");
--> statement-breakpoint
CREATE INDEX "screener_plans_isin_idx" ON "screener_plans" ("isin");
--> statement-breakpoint
CREATE INDEX "screener_plans_category_idx" ON "screener_plans" ("category_id");
--> statement-breakpoint
CREATE INDEX "screener_plans_aum_idx" ON "screener_plans" ("aum" DESC NULLS LAST, "scheme_code");
--> statement-breakpoint
CREATE INDEX "screener_plans_search_trgm_idx" ON "screener_plans" USING gin ("search_text" gin_trgm_ops);
