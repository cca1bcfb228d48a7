-- Issue 35, the daily job. Every metrics refresh read each plan's whole history from navs (2.2 million rows for the real year,
-- 1.8 s of a daily job that should take 2). Each plan's positive NAVs are now also kept as one row, in date
-- order, in the form the metrics read (days: int4send of the day number since 1970-01-01; navs: float8send of
-- nav::float8, the double the old reader computed). Statement triggers on navs keep it exact for every writer
-- (importer, demo seed, tests): a plan's new later NAVs are appended, anything else (a revised or back-filled
-- NAV, a deletion) rebuilds that plan's row from navs.
CREATE TABLE "plan_nav_series" (
  "scheme_code" integer PRIMARY KEY,
  "first_nav_date" date NOT NULL,
  "last_nav_date" date NOT NULL,
  "days" bytea NOT NULL,
  "navs" bytea NOT NULL,
  -- The latest NAVs, appended daily: a small column rewritten in place (fillfactor) while the long one above
  -- keeps its out-of-line value untouched, until RECENT_LIMIT NAVs move it there (0.06 s a day for the real
  -- year's 8,500 plans with a NAV, against 0.16-0.3 s appending to the long column).
  "recent_days" bytea NOT NULL DEFAULT ''::bytea,
  "recent_navs" bytea NOT NULL DEFAULT ''::bytea
) WITH (fillfactor = 45);
--> statement-breakpoint
-- Float bytes do not compress: storing them plainly saves the attempt on every write.
ALTER TABLE "plan_nav_series" ALTER COLUMN "days" SET STORAGE EXTERNAL, ALTER COLUMN "navs" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE FUNCTION "plan_nav_series_rebuild"(codes integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "public"."plan_nav_series" WHERE "scheme_code" = ANY(codes);
  INSERT INTO "public"."plan_nav_series" ("scheme_code", "first_nav_date", "last_nav_date", "days", "navs")
  SELECT "scheme_code", min("nav_date"), max("nav_date"),
         string_agg(int4send("nav_date" - date '1970-01-01'), ''::bytea ORDER BY "nav_date"),
         string_agg(float8send("nav"::float8), ''::bytea ORDER BY "nav_date")
  FROM "public"."navs" WHERE "scheme_code" = ANY(codes) AND "nav" > 0 GROUP BY "scheme_code";
$$;
--> statement-breakpoint
CREATE FUNCTION "plan_nav_series_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rebuild integer[];
BEGIN
  -- A positive NAV dated on or before the last one kept: that plan's row is rebuilt in date order.
  SELECT array_agg(DISTINCT a."scheme_code") INTO rebuild
  FROM new_navs a JOIN "public"."plan_nav_series" s ON s."scheme_code" = a."scheme_code"
  WHERE a."nav" > 0 AND a."nav_date" <= s."last_nav_date";
  -- The rest only add later NAVs: appended to the plan's row, or its first row.
  INSERT INTO "public"."plan_nav_series" ("scheme_code", "first_nav_date", "last_nav_date", "days", "navs")
  SELECT a."scheme_code", min(a."nav_date"), max(a."nav_date"),
         string_agg(int4send(a."nav_date" - date '1970-01-01'), ''::bytea ORDER BY a."nav_date"),
         string_agg(float8send(a."nav"::float8), ''::bytea ORDER BY a."nav_date")
  FROM new_navs a
  WHERE a."nav" > 0 AND NOT (a."scheme_code" = ANY(coalesce(rebuild, '{}')))
  GROUP BY a."scheme_code"
  ON CONFLICT ("scheme_code") DO UPDATE SET
    "last_nav_date" = excluded."last_nav_date",
    -- RECENT_LIMIT: 64 NAVs (256 bytes of days).
    "days" = CASE WHEN length("plan_nav_series"."recent_days") + length(excluded."days") > 256
                  THEN "plan_nav_series"."days" || "plan_nav_series"."recent_days" || excluded."days"
                  ELSE "plan_nav_series"."days" END,
    "navs" = CASE WHEN length("plan_nav_series"."recent_days") + length(excluded."days") > 256
                  THEN "plan_nav_series"."navs" || "plan_nav_series"."recent_navs" || excluded."navs"
                  ELSE "plan_nav_series"."navs" END,
    "recent_days" = CASE WHEN length("plan_nav_series"."recent_days") + length(excluded."days") > 256
                         THEN ''::bytea ELSE "plan_nav_series"."recent_days" || excluded."days" END,
    "recent_navs" = CASE WHEN length("plan_nav_series"."recent_days") + length(excluded."days") > 256
                         THEN ''::bytea ELSE "plan_nav_series"."recent_navs" || excluded."navs" END;
  IF rebuild IS NOT NULL THEN
    PERFORM "public"."plan_nav_series_rebuild"(rebuild);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "plan_nav_series_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose plan, date or value changed (the importer re-stamps repeated NAVs with a later capture).
  PERFORM "public"."plan_nav_series_rebuild"(array_agg(DISTINCT c."scheme_code"))
  FROM (
    (SELECT "scheme_code", "nav_date", "nav" FROM old_navs EXCEPT SELECT "scheme_code", "nav_date", "nav" FROM new_navs)
    UNION
    (SELECT "scheme_code", "nav_date", "nav" FROM new_navs EXCEPT SELECT "scheme_code", "nav_date", "nav" FROM old_navs)
  ) c;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "plan_nav_series_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "public"."plan_nav_series_rebuild"(array_agg(DISTINCT "scheme_code")) FROM old_navs;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "plan_nav_series_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "public"."plan_nav_series";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plan_nav_series_added" AFTER INSERT ON "navs"
REFERENCING NEW TABLE AS new_navs FOR EACH STATEMENT EXECUTE FUNCTION "plan_nav_series_added"();
--> statement-breakpoint
CREATE TRIGGER "plan_nav_series_changed" AFTER UPDATE ON "navs"
REFERENCING OLD TABLE AS old_navs NEW TABLE AS new_navs FOR EACH STATEMENT EXECUTE FUNCTION "plan_nav_series_changed"();
--> statement-breakpoint
CREATE TRIGGER "plan_nav_series_removed" AFTER DELETE ON "navs"
REFERENCING OLD TABLE AS old_navs FOR EACH STATEMENT EXECUTE FUNCTION "plan_nav_series_removed"();
--> statement-breakpoint
CREATE TRIGGER "plan_nav_series_truncated" AFTER TRUNCATE ON "navs"
FOR EACH STATEMENT EXECUTE FUNCTION "plan_nav_series_truncated"();
--> statement-breakpoint
SELECT "plan_nav_series_rebuild"(array_agg(DISTINCT "scheme_code")) FROM "navs";
--> statement-breakpoint
-- Every daily capture restamps nearly every plan with its capture (write-structure.ts), changing no indexed
-- column: with room left on each page the new row versions stay on their page and no index is touched (HOT).
-- CLUSTER rewrites the stored rows with that room.
ALTER TABLE "plans" SET (fillfactor = 45);
--> statement-breakpoint
CLUSTER "plans" USING "plans_pkey";
--> statement-breakpoint
-- What a refresh needs to keep a plan's stored metrics instead of computing them again (kept-metrics.ts): the
-- signature of the inputs they were computed from, and each category's average as an index as last computed.
ALTER TABLE "plan_metrics" ADD COLUMN "inputs" text;
--> statement-breakpoint
CREATE TABLE "category_index" (
  "category_id" integer PRIMARY KEY,
  "days" bytea NOT NULL,
  "levels" bytea NOT NULL
);
--> statement-breakpoint
-- screener_plans becomes a table kept by refresh_screener_plans(): a concurrent refresh of the materialized view
-- compared and rewrote every row with all five indexes (0.5-0.6 s of every daily job on the real year); now only
-- rows that differ are updated, in place where no indexed value changed (fillfactor 50), rows leaving the
-- screener are deleted and new ones inserted (0.15 s). Its rows are those of the view screener_plans_source,
-- which holds the old definition unchanged: a later change to the screener redefines both, columns in the same
-- order. The definition and the indexes are taken from the database, not copied here.
DO $$
DECLARE
  index_defs text[];
BEGIN
  SELECT array_agg(indexdef) INTO index_defs FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'screener_plans';
  EXECUTE 'CREATE VIEW "screener_plans_source" AS ' || pg_get_viewdef('"screener_plans"'::regclass);
  CREATE TABLE "screener_plans_rows" WITH (fillfactor = 50) AS SELECT * FROM "screener_plans";
  DROP MATERIALIZED VIEW "screener_plans";
  ALTER TABLE "screener_plans_rows" RENAME TO "screener_plans";
  FOR i IN 1 .. coalesce(array_length(index_defs, 1), 0) LOOP
    EXECUTE index_defs[i];
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "refresh_screener_plans"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  assignments text;
BEGIN
  SELECT string_agg(format('%I = s.%I', attname, attname), ', ' ORDER BY attnum) INTO assignments
  FROM pg_attribute WHERE attrelid = '"public"."screener_plans"'::regclass AND attnum > 0 AND NOT attisdropped
    AND attname <> 'scheme_code';
  -- One statement: every part reads the rows as they were before it.
  EXECUTE format($sql$
    WITH source AS MATERIALIZED (SELECT * FROM "public"."screener_plans_source"),
    gone AS (
      DELETE FROM "public"."screener_plans" t WHERE NOT EXISTS (SELECT 1 FROM source s WHERE s.scheme_code = t.scheme_code)
    ),
    changed AS (
      UPDATE "public"."screener_plans" t SET %s FROM source s
      WHERE s.scheme_code = t.scheme_code AND (t.*) IS DISTINCT FROM (s.*)
    )
    INSERT INTO "public"."screener_plans"
    SELECT * FROM source s WHERE NOT EXISTS (SELECT 1 FROM "public"."screener_plans" t WHERE t.scheme_code = s.scheme_code)
  $sql$, assignments);
END
$$;
