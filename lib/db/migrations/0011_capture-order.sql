-- Issue 20: every stored NAV and plan description remembers the capture it came from, so a value is replaced
-- only by one from a later capture (the file's own date, then its capture number that day, then import order);
-- metrics owed by an interrupted import are listed until a refresh settles them; and the site's as-of date is
-- what most plans report, never the single latest date of any row.
ALTER TABLE "imports" ADD COLUMN "file_date" date;
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "capture_no" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "scheme_count" integer;
--> statement-breakpoint
-- Null: stored before captures were tracked, older than any tracked capture.
ALTER TABLE "navs" ADD COLUMN "import_id" integer;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "import_id" integer;
--> statement-breakpoint
-- Every capture takes over the description of every plan it repeats (import_id), about 15,000 rows a day: room
-- on each page lets those updates stay on the page without touching the indexes (the trigram one above all).
ALTER TABLE "plans" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "schemes" ADD COLUMN "import_id" integer;
--> statement-breakpoint
-- A field a later capture leaves empty keeps the latest value any capture gave; these say which capture that was.
ALTER TABLE "plans" ADD COLUMN "isin_growth_import_id" integer;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "isin_reinvestment_import_id" integer;
--> statement-breakpoint
ALTER TABLE "schemes" ADD COLUMN "category_import_id" integer;
--> statement-breakpoint
CREATE TABLE "metrics_pending" (
  "scheme_code" integer PRIMARY KEY NOT NULL,
  "since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The date the largest number of plans report as their latest NAV date (the later one on a tie). Plans that
-- publish ahead (liquid funds' NAVs for the coming holidays) and one mistyped row cannot move it.
CREATE FUNCTION "site_as_of_date"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT "last_nav_date" FROM "public"."plan_nav_stats" GROUP BY "last_nav_date" ORDER BY count(*) DESC, "last_nav_date" DESC LIMIT 1
$$;
--> statement-breakpoint
DROP MATERIALIZED VIEW "screener_plans";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "screener_plans" AS
-- MATERIALIZED: computed once, not once per plan (a stable function inlined into the filter runs per row).
WITH latest AS MATERIALIZED (
  SELECT "site_as_of_date"() AS d
),
facts AS (
  SELECT DISTINCT ON ("scheme_code") "scheme_code", "expense_ratio", "aum_cr", "risk_level", "min_sip", "min_lumpsum", "launch_date"
  FROM "plan_facts" ORDER BY "scheme_code", "as_of" DESC
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
