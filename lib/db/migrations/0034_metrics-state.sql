-- Issue 35, the daily job. Every plan's ranking is judged against the site's as-of date, one date for the whole
-- table at any commit (a refresh whose date moved judges every plan again). Kept in each plan's ranking, it
-- changed 6,000 kept plans' rows every day although nothing else about them had (0.15-0.2 s of each daily job);
-- it is now stored once, and a kept plan's row is rewritten only when its ranking itself changes.
CREATE TABLE "metrics_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"site_as_of" date NOT NULL
);
--> statement-breakpoint
INSERT INTO "metrics_state" ("id", "site_as_of")
SELECT 1, max(("ranking" ->> 'siteAsOf')::date) FROM "plan_metrics" HAVING max("ranking" ->> 'siteAsOf') IS NOT NULL;
--> statement-breakpoint
UPDATE "plan_metrics" SET "ranking" = "ranking" - 'siteAsOf' WHERE "ranking" ? 'siteAsOf';
