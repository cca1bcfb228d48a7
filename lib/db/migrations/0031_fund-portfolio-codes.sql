-- Issue 36: scheme_portfolios (0016) unnested every disclosed portfolio's scheme codes each time it was read, even
-- for one scheme: 701 portfolios and 3,191 codes per read, three reads per fund of an X-ray. The codes now also
-- live one per row, kept by a trigger on fund_portfolios (any writer, not only the importer), so a scheme's
-- portfolios are found by index: plans by scheme, codes by plan, portfolios by id. The view's answer is unchanged.
CREATE TABLE "fund_portfolio_codes" (
  "scheme_code" integer NOT NULL,
  "portfolio_id" integer NOT NULL REFERENCES "fund_portfolios" ("id") ON DELETE CASCADE,
  CONSTRAINT "fund_portfolio_codes_pk" PRIMARY KEY ("scheme_code", "portfolio_id")
);
--> statement-breakpoint
CREATE INDEX "fund_portfolio_codes_portfolio_idx" ON "fund_portfolio_codes" ("portfolio_id");
--> statement-breakpoint
INSERT INTO "fund_portfolio_codes" ("scheme_code", "portfolio_id")
SELECT DISTINCT code, f."id" FROM "fund_portfolios" f CROSS JOIN LATERAL unnest(f."scheme_codes") AS code;
--> statement-breakpoint
CREATE FUNCTION "fund_portfolio_codes_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "public"."fund_portfolio_codes" WHERE "portfolio_id" = OLD."id";
  END IF;
  INSERT INTO "public"."fund_portfolio_codes" ("scheme_code", "portfolio_id")
  SELECT DISTINCT code, NEW."id" FROM unnest(NEW."scheme_codes") AS code;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "fund_portfolio_codes_sync" AFTER INSERT OR UPDATE OF "scheme_codes" ON "fund_portfolios"
FOR EACH ROW EXECUTE FUNCTION "fund_portfolio_codes_sync"();
--> statement-breakpoint
-- Same rows as 0016's: a scheme reaches a portfolio through any of its plans' codes; the later import speaks.
CREATE OR REPLACE VIEW "scheme_portfolios" AS
SELECT DISTINCT ON (p."scheme_id", f."as_of") p."scheme_id", f."as_of", f."id" AS "portfolio_id", f."source"
FROM "plans" p
JOIN "fund_portfolio_codes" c ON c."scheme_code" = p."scheme_code"
JOIN "fund_portfolios" f ON f."id" = c."portfolio_id"
ORDER BY p."scheme_id", f."as_of", f."import_id" DESC, f."id";
