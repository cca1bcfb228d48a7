-- Issue 23: real portfolios from the fund houses' monthly disclosures. A disclosure names a fund, not the app's
-- schemes: each fund's portfolio of a date is stored once (fund_portfolios, portfolio_holdings), with the AMFI
-- codes of the fund's plans; every app scheme that holds one of those plans reads it through the scheme_* views,
-- beside the factsheet tables (holdings, sector_allocations, asset_allocations, credit_quality).
ALTER TABLE "imports" DROP CONSTRAINT "imports_kind_check";
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_kind_check"
  CHECK ("kind" in ('amfi-nav', 'demo', 'factsheet', 'scheme-master', 'ter', 'aum', 'index-series', 'portfolio'));
--> statement-breakpoint
CREATE TABLE "fund_portfolios" (
  "id" serial PRIMARY KEY NOT NULL,
  -- "SBI Mutual Fund monthly portfolio": the fund house's disclosure, as every figure from it says.
  "source" text NOT NULL,
  -- The disclosure's "as on" date.
  "as_of" date NOT NULL,
  -- fundKey(scheme_name) (lib/ingest/fund-names/fund-key.ts): the fund's identity within a source and date.
  "fund_key" text NOT NULL,
  "scheme_name" text NOT NULL,
  -- Where the file holds it ('sheet "SLMF"'), for data:status and messages.
  "location" text NOT NULL,
  -- The AMFI codes of the fund's plans; empty when the name matched no fund.
  "scheme_codes" integer[] DEFAULT '{}' NOT NULL,
  "weight_total_pct" double precision NOT NULL,
  "import_id" integer NOT NULL,
  CONSTRAINT "fund_portfolios_source_as_of_fund_key_unique" UNIQUE ("source", "as_of", "fund_key")
);
--> statement-breakpoint
CREATE INDEX "fund_portfolios_scheme_codes_idx" ON "fund_portfolios" USING gin ("scheme_codes");
--> statement-breakpoint
CREATE TABLE "portfolio_holdings" (
  "portfolio_id" integer NOT NULL REFERENCES "fund_portfolios" ("id") ON DELETE CASCADE,
  -- The holding's place in the disclosure (a name may repeat: one issuer's several bonds).
  "position" integer NOT NULL,
  "name" text NOT NULL,
  "isin" text,
  "sector" text,
  "rating" text,
  "asset_class" text NOT NULL,
  "credit_bucket" text,
  "quantity" double precision,
  "value_cr" double precision,
  "weight_pct" double precision NOT NULL,
  CONSTRAINT "portfolio_holdings_pk" PRIMARY KEY ("portfolio_id", "position"),
  CONSTRAINT "portfolio_holdings_asset_class_check"
    CHECK ("asset_class" in ('Equity', 'Debt', 'Money Market', 'Cash & Others', 'Derivatives')),
  CONSTRAINT "portfolio_holdings_credit_bucket_check"
    CHECK ("credit_bucket" in ('Sovereign', 'AAA', 'AA', 'A', 'Below A', 'Unrated'))
);
--> statement-breakpoint
CREATE INDEX "portfolio_holdings_isin_idx" ON "portfolio_holdings" ("isin");
--> statement-breakpoint
-- The app schemes each disclosed portfolio reaches: those holding one of the fund's plans. Should two funds of
-- one date reach one scheme, the later import speaks for it.
CREATE VIEW "scheme_portfolios" AS
SELECT DISTINCT ON (p."scheme_id", f."as_of") p."scheme_id", f."as_of", f."id" AS "portfolio_id", f."source"
FROM "fund_portfolios" f
CROSS JOIN LATERAL unnest(f."scheme_codes") AS code
JOIN "plans" p ON p."scheme_code" = code
ORDER BY p."scheme_id", f."as_of", f."import_id" DESC, f."id";
--> statement-breakpoint
-- Holdings per app scheme and date: the factsheets' and the disclosures'. Cash and the like keep the
-- factsheets' asset_type word ("Cash"), so readers leaving cash out (overlap) treat both alike.
CREATE VIEW "scheme_holdings" AS
SELECT "scheme_id", "as_of", "name", "isin", "sector", "asset_type", "rating", "weight_pct", "source" FROM "holdings"
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."name", h."isin", h."sector",
  CASE WHEN h."asset_class" = 'Cash & Others' AND h."isin" IS NULL THEN 'Cash' ELSE h."asset_class" END,
  h."rating", h."weight_pct", sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id";
--> statement-breakpoint
CREATE VIEW "scheme_sector_allocations" AS
SELECT "scheme_id", "as_of", "label", "weight_pct", "source" FROM "sector_allocations"
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."sector", round(sum(h."weight_pct")::numeric, 2)::float8, sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id"
WHERE h."sector" IS NOT NULL
GROUP BY sp."scheme_id", sp."as_of", h."sector", sp."source";
--> statement-breakpoint
CREATE VIEW "scheme_asset_allocations" AS
SELECT "scheme_id", "as_of", "label", "weight_pct", "source" FROM "asset_allocations"
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."asset_class", round(sum(h."weight_pct")::numeric, 2)::float8, sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id"
GROUP BY sp."scheme_id", sp."as_of", h."asset_class", sp."source";
--> statement-breakpoint
CREATE VIEW "scheme_credit_quality" AS
SELECT "scheme_id", "as_of", "label", "weight_pct", "source" FROM "credit_quality"
UNION ALL
SELECT sp."scheme_id", sp."as_of", h."credit_bucket", round(sum(h."weight_pct")::numeric, 2)::float8, sp."source"
FROM "scheme_portfolios" sp JOIN "portfolio_holdings" h ON h."portfolio_id" = sp."portfolio_id"
WHERE h."credit_bucket" IS NOT NULL
GROUP BY sp."scheme_id", sp."as_of", h."credit_bucket", sp."source";
