-- Each plan's NAV series (its navs rows with nav > 0, in date order) in the metrics' binary form, kept by the
-- metrics refresh so that a daily refresh reads every series of the categories it recomputes without
-- aggregating navs: days are int4 little-endian day numbers since 1970-01-01, navs float8 little-endian (the
-- doubles numeric::float8 gives). EXTERNAL: doubles do not compress, and compressing them costs every write.
CREATE TABLE "plan_series" (
  "scheme_code" integer PRIMARY KEY NOT NULL,
  "days" bytea NOT NULL,
  "navs" bytea NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_series" ALTER COLUMN "days" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "plan_series" ALTER COLUMN "navs" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The earliest NAV date an import changed for the plan: its stored series is kept before that day and read
-- again from navs after it. NULL: read the whole series again (the first load, an index or benchmark change).
ALTER TABLE "metrics_pending" ADD COLUMN "from_date" date;
