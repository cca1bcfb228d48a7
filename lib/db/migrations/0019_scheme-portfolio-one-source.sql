-- A scheme's portfolio of one date comes from one source. Where the fund house's own disclosure
-- (scheme_portfolios) and a factsheet both give a scheme's holdings or breakdown for the same date, the views
-- of 0016 returned both sets, so the page summed them (weights near 200%). The disclosure, the complete
-- portfolio from the fund house, now speaks for that date; the factsheet's rows stay for every other date.
CREATE OR REPLACE VIEW "scheme_holdings" AS
SELECT f."scheme_id", f."as_of", f."name", f."isin", f."sector", f."asset_type", f."rating", f."weight_pct", f."source"
FROM "holdings" f
WHERE NOT EXISTS (SELECT 1 FROM "scheme_portfolios" sp WHERE sp."scheme_id" = f."scheme_id" AND sp."as_of" = f."as_of")
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."name", h."isin", h."sector",
  CASE WHEN h."asset_class" = 'Cash & Others' AND h."isin" IS NULL THEN 'Cash' ELSE h."asset_class" END,
  h."rating", h."weight_pct", sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id";
--> statement-breakpoint
CREATE OR REPLACE VIEW "scheme_sector_allocations" AS
SELECT f."scheme_id", f."as_of", f."label", f."weight_pct", f."source" FROM "sector_allocations" f
WHERE NOT EXISTS (SELECT 1 FROM "scheme_portfolios" sp WHERE sp."scheme_id" = f."scheme_id" AND sp."as_of" = f."as_of")
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."sector", round(sum(h."weight_pct")::numeric, 2)::float8, sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id"
WHERE h."sector" IS NOT NULL
GROUP BY sp."scheme_id", sp."as_of", h."sector", sp."source";
--> statement-breakpoint
CREATE OR REPLACE VIEW "scheme_asset_allocations" AS
SELECT f."scheme_id", f."as_of", f."label", f."weight_pct", f."source" FROM "asset_allocations" f
WHERE NOT EXISTS (SELECT 1 FROM "scheme_portfolios" sp WHERE sp."scheme_id" = f."scheme_id" AND sp."as_of" = f."as_of")
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."asset_class", round(sum(h."weight_pct")::numeric, 2)::float8, sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id"
GROUP BY sp."scheme_id", sp."as_of", h."asset_class", sp."source";
--> statement-breakpoint
CREATE OR REPLACE VIEW "scheme_credit_quality" AS
SELECT f."scheme_id", f."as_of", f."label", f."weight_pct", f."source" FROM "credit_quality" f
WHERE NOT EXISTS (SELECT 1 FROM "scheme_portfolios" sp WHERE sp."scheme_id" = f."scheme_id" AND sp."as_of" = f."as_of")
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."credit_bucket", round(sum(h."weight_pct")::numeric, 2)::float8, sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id"
WHERE h."credit_bucket" IS NOT NULL
GROUP BY sp."scheme_id", sp."as_of", h."credit_bucket", sp."source";
