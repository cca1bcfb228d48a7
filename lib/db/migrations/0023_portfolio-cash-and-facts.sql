-- Issue 32, points 6 and 9. Cash and its equivalents (TREPS, repo, CBLO, margins, deposits, net receivables or
-- current assets) are an asset class of their own, never a holding or a sector; the rest of the old "Cash &
-- Others" (fund units, REITs, InvITs, gold, AIFs) is "Others". A disclosure's net assets (its grand total) and
-- the benchmark its sheet prints are kept per fund; the import also writes them to plan_facts (aum_cr,
-- benchmark) for the fund's plans. Rows imported before this migration are reclassified by their name here
-- (a fresh import of the files classifies them by their section too, and writes the new facts).
ALTER TABLE "portfolio_holdings" DROP CONSTRAINT "portfolio_holdings_asset_class_check";
--> statement-breakpoint
UPDATE "portfolio_holdings" SET
  "asset_class" = CASE
    WHEN "name" ~* '^(treps|tri-?party repo|triparty repo|reverse repo|cblo|clearing corporation|cash|net (current assets|receivables?)|margin|ccil)'
    THEN 'Cash & Equivalents' ELSE 'Others' END
WHERE "asset_class" = 'Cash & Others';
--> statement-breakpoint
UPDATE "portfolio_holdings" SET "sector" = NULL WHERE "asset_class" = 'Cash & Equivalents';
--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_asset_class_check"
  CHECK ("asset_class" in ('Equity', 'Debt', 'Money Market', 'Cash & Equivalents', 'Others', 'Derivatives'));
--> statement-breakpoint
ALTER TABLE "fund_portfolios" ADD COLUMN "net_assets_cr" double precision;
--> statement-breakpoint
ALTER TABLE "fund_portfolios" ADD COLUMN "benchmark" text;
--> statement-breakpoint
-- Cash lines are "Cash" here, as in the factsheets, so every reader of holdings (top holdings, their count,
-- concentration, overlap, month-on-month changes) leaves them out. Quantity and value are the disclosure's
-- (month-on-month changes tell a bonus or split from a purchase by them); factsheets give neither.
CREATE OR REPLACE VIEW "scheme_holdings" AS
SELECT f."scheme_id", f."as_of", f."name", f."isin", f."sector", f."asset_type", f."rating", f."weight_pct", f."source",
  NULL::double precision AS "quantity", NULL::double precision AS "value_cr"
FROM "holdings" f
WHERE NOT EXISTS (SELECT 1 FROM "scheme_portfolios" sp WHERE sp."scheme_id" = f."scheme_id" AND sp."as_of" = f."as_of")
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."name", h."isin", h."sector",
  CASE WHEN h."asset_class" = 'Cash & Equivalents' THEN 'Cash' ELSE h."asset_class" END,
  h."rating", h."weight_pct", sp."source", h."quantity", h."value_cr"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id";
--> statement-breakpoint
-- Every line of a disclosure is in each breakdown once, so each adds up to the portfolio's 100 %: sectors are
-- equity's (an industry printed beside a bond, an AIF or a REIT is no equity sector); every other line is its
-- asset class, cash one line of its own.
CREATE OR REPLACE VIEW "scheme_sector_allocations" AS
SELECT f."scheme_id", f."as_of", f."label", f."weight_pct", f."source" FROM "sector_allocations" f
WHERE NOT EXISTS (SELECT 1 FROM "scheme_portfolios" sp WHERE sp."scheme_id" = f."scheme_id" AND sp."as_of" = f."as_of")
UNION ALL
SELECT sp."scheme_id", sp."as_of",
  CASE WHEN h."asset_class" = 'Equity' THEN coalesce(h."sector", 'Unclassified equity') ELSE h."asset_class" END,
  round(sum(h."weight_pct")::numeric, 2)::float8, sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id"
GROUP BY 1, 2, 3, sp."source";
--> statement-breakpoint
-- Rated lines by rating group (a cash line the file rates, SBI's reverse repo "Sovereign", counts with its
-- rating as the file's own breakdown does); unrated cash is one line; the rest carries no credit rating.
CREATE OR REPLACE VIEW "scheme_credit_quality" AS
SELECT f."scheme_id", f."as_of", f."label", f."weight_pct", f."source" FROM "credit_quality" f
WHERE NOT EXISTS (SELECT 1 FROM "scheme_portfolios" sp WHERE sp."scheme_id" = f."scheme_id" AND sp."as_of" = f."as_of")
UNION ALL
SELECT sp."scheme_id", sp."as_of",
  coalesce(h."credit_bucket",
    CASE WHEN h."asset_class" = 'Cash & Equivalents' THEN 'Cash & Equivalents' ELSE 'No rating (equity and others)' END),
  round(sum(h."weight_pct")::numeric, 2)::float8, sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id"
GROUP BY 1, 2, 3, sp."source";
