-- Issue 22: index series (NSE Indices' total return index files) for fund-vs-benchmark figures. One value per
-- index and day; import_id says which file gave it, so a later download replaces a value and an earlier one
-- does not (the file's as-of date, its last date, decides; see lib/ingest/index-series/).
CREATE TABLE "index_values" (
  "index_name" text NOT NULL,
  "value_date" date NOT NULL,
  "tri" numeric NOT NULL,
  "net_tri" numeric,
  "import_id" integer NOT NULL,
  CONSTRAINT "index_values_pk" PRIMARY KEY ("index_name", "value_date"),
  CONSTRAINT "index_values_tri_check" CHECK ("tri" > 0),
  CONSTRAINT "index_values_net_tri_check" CHECK ("net_tri" > 0)
);
--> statement-breakpoint
ALTER TABLE "index_values" ADD CONSTRAINT "index_values_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id");
