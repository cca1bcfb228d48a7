-- Issue 32: fund houses' scheme-attribute files (UTI's monthly riskometer and benchmark disclosure, UTI's IDCW
-- declarations, Motilal Oswal's website scheme data). Riskometer, benchmark, exit load, minimum SIP, expense
-- ratio and AUM go into plan_facts under each file's own source; IDCW declarations, one row per plan and record
-- date, go here.
ALTER TABLE "imports" DROP CONSTRAINT "imports_kind_check";
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_kind_check"
  CHECK ("kind" in ('amfi-nav', 'demo', 'factsheet', 'scheme-master', 'ter', 'aum', 'index-series', 'portfolio',
    'riskometer', 'idcw', 'scheme-data'));
--> statement-breakpoint
CREATE TABLE "idcw_declarations" (
  "scheme_code" integer NOT NULL,
  "record_date" date NOT NULL,
  -- Gross IDCW in rupees per unit, as declared.
  "per_unit" numeric NOT NULL,
  -- The plan and option as the declaration names them ("Direct Plan - Fortnightly IDCW").
  "class_name" text NOT NULL,
  "source" text NOT NULL,
  "import_id" integer NOT NULL,
  CONSTRAINT "idcw_declarations_pk" PRIMARY KEY ("scheme_code", "record_date", "source"),
  CONSTRAINT "idcw_declarations_per_unit_check" CHECK ("per_unit" > 0)
);
