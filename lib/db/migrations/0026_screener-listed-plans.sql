-- Issue 32: the screener's rows (and every list built on them: categories, fund houses, baskets, search) leave out
-- a plan AMFI lists twice (plans.duplicate_of, migration 0020: same name and NAV, no ISIN), and a plan's launch date
-- is the one a source states: falling back to the first NAV in our data made a 2013 fund whose history here starts
-- in 2025 a "new fund" and cut it from "5-year track record". The view is 0015's with those two changes.
DROP MATERIALIZED VIEW "screener_plans";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "screener_plans" AS
-- MATERIALIZED: computed once, not once per plan (a stable function inlined into the filter runs per row).
WITH latest AS MATERIALIZED (
  SELECT "site_as_of_date"() AS d
),
facts AS (
  SELECT "scheme_code", "expense_ratio", "expense_ratio_as_of", "expense_ratio_source", "aum_cr", "aum_as_of", "aum_source",
    "risk_level", "risk_level_as_of", "risk_level_source", "min_sip", "min_lumpsum", "launch_date"
  FROM "plan_fact_latest"
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
  f."risk_level_as_of",
  f."risk_level_source",
  f."expense_ratio",
  f."expense_ratio_as_of",
  f."expense_ratio_source",
  f."aum_cr" AS "aum",
  f."aum_as_of",
  f."aum_source",
  f."min_sip"::double precision AS "min_sip",
  f."min_lumpsum"::double precision AS "min_lumpsum",
  f."launch_date",
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
WHERE st."last_nav_date" > latest.d - 30 AND p."duplicate_of" IS NULL;
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
