-- Issue 32: a TER of 0 in AMFI's table means "not given" (a single-plan fund's (ETF's) empty plan column), not a
-- free fund. The importer no longer stores one (lib/ingest/ter/plan-ters.ts); drop those it stored before, so
-- they neither show nor sort as the cheapest. Re-import the TER files to give those ETFs their real TER.
DELETE FROM "plan_facts"
WHERE "source" = 'AMFI TER' AND "expense_ratio" = 0
  AND "aum_cr" IS NULL AND "exit_load" IS NULL AND "min_sip" IS NULL AND "min_lumpsum" IS NULL
  AND "risk_level" IS NULL AND "benchmark" IS NULL AND "launch_date" IS NULL;
--> statement-breakpoint
UPDATE "plan_facts" SET "expense_ratio" = NULL WHERE "source" = 'AMFI TER' AND "expense_ratio" = 0;
