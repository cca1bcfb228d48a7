-- Issue 35, the daily job. plan_aum_fund (each plan's fund for AUM totals, from fund_aum) was rebuilt by every
-- publication of fund data (refreshScreenerPlans): 50-75 ms of every daily job, although a NAV import writes no
-- fund_aum row. The statement that writes fund_aum now rebuilds it, in the same transaction, so it is never out of
-- step with fund_aum: writers one at a time, each reading what the one before it committed.
CREATE FUNCTION "plan_aum_fund_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('plan_aum_fund'));
  REFRESH MATERIALIZED VIEW CONCURRENTLY "public"."plan_aum_fund";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "fund_aum_rebuilds_plan_aum_fund" AFTER INSERT OR UPDATE OR DELETE ON "fund_aum"
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_aum_fund_rebuild"();
--> statement-breakpoint
CREATE TRIGGER "fund_aum_truncate_rebuilds_plan_aum_fund" AFTER TRUNCATE ON "fund_aum"
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_aum_fund_rebuild"();
--> statement-breakpoint
-- The screener's refresh compares its 8,500 rows with the view's whole rows: with the default 4 MB of work memory
-- its anti-join sorted them on disk.
ALTER FUNCTION "refresh_screener_plans"() SET work_mem = '64MB';
