-- Issue 33: a statement's scheme found by its printed name in SQL, on trigram indexes kept current by the
-- database itself, instead of scoring every plan's names in the web process on each upload.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The words of a fund name that say which fund, not which plan or option: lower case, "(formerly ...)" notes
-- dropped, spellings unified ("TaxSaver", "Mid-Cap", "&"), plan/option/frequency words and punctuation removed.
-- The plan and option themselves are compared apart (plans.plan_type / option / idcw_frequency).
CREATE FUNCTION "cas_fund_words"("name" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    lower("name"),
    '\((formerly|erstwhile|previously)[^)]*\)', ' ', 'g'),
    '&', ' and ', 'g'),
    '\m(tax)(saver|saving)\M', '\1 \2', 'g'),
    '\m(mid|small|large|flexi|multi)-?(cap)\M', '\1 \2', 'g'),
    '\minst\M\.?', 'institutional', 'g'),
    '\m(fund|plan|option|options|growth|regular|direct|idcw|dividend|div|payout|reinvestment|reinvest|bonus|daily|weekly|fortnightly|monthly|quarterly|half|yearly|annual|the|of|and|scheme|non|demat|mutual|mf)\M|[^a-z0-9]+', ' ', 'g'),
    '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Stored, so that a trigram index's recheck compares text instead of running the regular expressions per row;
-- the database keeps them current with every import of the plans or the scheme master.
ALTER TABLE "plans" ADD COLUMN "cas_fund_words" text GENERATED ALWAYS AS ("cas_fund_words"("display_name")) STORED;
--> statement-breakpoint
ALTER TABLE "scheme_master" ADD COLUMN "cas_fund_words" text GENERATED ALWAYS AS ("cas_fund_words"("nav_name")) STORED;
--> statement-breakpoint
CREATE INDEX "plans_cas_fund_words_idx" ON "plans" USING gin ("cas_fund_words" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "scheme_master_cas_fund_words_idx" ON "scheme_master" USING gin ("cas_fund_words" gin_trgm_ops);
