-- Issue 35, the daily job. plan_fact_latest (each plan's latest value of every fact, with its date and source) was a
-- view over all of plan_facts: 393,000 rows on the real year, most of them AMFI's TER history. Every screener
-- refresh and every metrics refresh aggregated all of them (0.3 to 0.6 s each, and both run in every daily job),
-- although a NAV import changes no fact. It is now a table kept by triggers on plan_facts: a statement that writes
-- facts recomputes the rows of the plans it touched from the view, which keeps its definition as
-- plan_fact_latest_source. Readers are unchanged. A later change to the facts redefines the view and gives the table
-- the same columns in the same order (the triggers copy the view's rows as they are).
ALTER VIEW "plan_fact_latest" RENAME TO "plan_fact_latest_source";
--> statement-breakpoint
CREATE TABLE "plan_fact_latest" AS SELECT * FROM "plan_fact_latest_source";
--> statement-breakpoint
ALTER TABLE "plan_fact_latest" ADD PRIMARY KEY ("scheme_code");
--> statement-breakpoint
-- The screener's rows read the table (the view's definition is taken from the database, as 0032 did).
DO $$
BEGIN
  EXECUTE 'CREATE OR REPLACE VIEW "screener_plans_source" AS '
    || replace(pg_get_viewdef('"screener_plans_source"'::regclass), 'plan_fact_latest_source', 'plan_fact_latest');
END
$$;
--> statement-breakpoint
CREATE FUNCTION "plan_fact_latest_rebuild"(codes integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF codes IS NULL THEN
    RETURN;
  END IF;
  -- Writers of facts one at a time from here to their commit: each then reads what the one before it committed
  -- (a statement's own snapshot is taken after the lock).
  PERFORM pg_advisory_xact_lock(hashtext('plan_fact_latest'));
  DELETE FROM "public"."plan_fact_latest" WHERE "scheme_code" = ANY(codes);
  INSERT INTO "public"."plan_fact_latest"
  SELECT * FROM "public"."plan_fact_latest_source" WHERE "scheme_code" = ANY(codes);
END
$$;
--> statement-breakpoint
-- One function for the four triggers: PostgreSQL gives a trigger with transition tables one event, and each
-- branch reads only the tables its event has (a statement in PL/pgSQL is planned when it first runs).
CREATE FUNCTION "plan_fact_latest_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "public"."plan_fact_latest";
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "public"."plan_fact_latest_rebuild"(array_agg(DISTINCT "scheme_code")) FROM new_facts;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "public"."plan_fact_latest_rebuild"(array_agg(DISTINCT "scheme_code")) FROM old_facts;
  ELSE
    PERFORM "public"."plan_fact_latest_rebuild"(array_agg(DISTINCT c."scheme_code"))
    FROM (SELECT "scheme_code" FROM old_facts UNION SELECT "scheme_code" FROM new_facts) c;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plan_fact_latest_added" AFTER INSERT ON "plan_facts"
REFERENCING NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION "plan_fact_latest_touched"();
--> statement-breakpoint
CREATE TRIGGER "plan_fact_latest_changed" AFTER UPDATE ON "plan_facts"
REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION "plan_fact_latest_touched"();
--> statement-breakpoint
CREATE TRIGGER "plan_fact_latest_removed" AFTER DELETE ON "plan_facts"
REFERENCING OLD TABLE AS old_facts FOR EACH STATEMENT EXECUTE FUNCTION "plan_fact_latest_touched"();
--> statement-breakpoint
CREATE TRIGGER "plan_fact_latest_truncated" AFTER TRUNCATE ON "plan_facts"
FOR EACH STATEMENT EXECUTE FUNCTION "plan_fact_latest_touched"();
