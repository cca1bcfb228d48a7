-- The marks fund houses print after a security's name ("... (20/03/2040) **") are no part of it: the name is kept
-- without them, and what each mark means, in the words of the file's legend, in "notes" (note-marks.ts). Rows
-- imported before keep their names until their file is imported again. A factsheet's holdings carry no notes.
ALTER TABLE "portfolio_holdings" ADD COLUMN "notes" text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE OR REPLACE VIEW "scheme_holdings" AS
SELECT f."scheme_id", f."as_of", f."name", f."isin", f."sector", f."asset_type", f."rating", f."weight_pct", f."source",
  NULL::double precision AS "quantity", NULL::double precision AS "value_cr", '{}'::text[] AS "notes"
FROM "holdings" f
WHERE NOT EXISTS (SELECT 1 FROM "scheme_portfolios" sp WHERE sp."scheme_id" = f."scheme_id" AND sp."as_of" = f."as_of")
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."name", h."isin", h."sector",
  CASE WHEN h."asset_class" = 'Cash & Equivalents' THEN 'Cash' ELSE h."asset_class" END,
  h."rating", h."weight_pct", sp."source", h."quantity", h."value_cr", h."notes"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id";
