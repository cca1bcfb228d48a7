CREATE TABLE "plan_nav_stats" (
	"scheme_code" integer PRIMARY KEY NOT NULL,
	"first_nav_date" date NOT NULL,
	"last_nav_date" date NOT NULL,
	"last_nav" numeric NOT NULL
) WITH (fillfactor = 80);
--> statement-breakpoint
INSERT INTO "plan_nav_stats" ("scheme_code", "first_nav_date", "last_nav_date", "last_nav")
SELECT "scheme_code", "first_nav_date", "last_nav_date", "last_nav" FROM "plans"
WHERE "first_nav_date" IS NOT NULL AND "last_nav_date" IS NOT NULL AND "last_nav" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "first_nav_date";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "last_nav_date";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "last_nav";
