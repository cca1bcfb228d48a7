CREATE TABLE "amcs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amcs_name_unique" UNIQUE("name"),
	CONSTRAINT "amcs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_class" text NOT NULL,
	"sebi_category" text NOT NULL,
	"slug" text NOT NULL,
	"raw_headings" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"scheme_code" integer PRIMARY KEY NOT NULL,
	"scheme_id" integer NOT NULL,
	"plan_type" text,
	"option" text,
	"idcw_frequency" text,
	"isin_growth" text,
	"isin_reinvestment" text,
	"display_name" text NOT NULL,
	"raw_name" text NOT NULL,
	"first_nav_date" date,
	"last_nav_date" date,
	"last_nav" numeric,
	CONSTRAINT "plans_plan_type_check" CHECK ("plans"."plan_type" in ('Direct', 'Regular')),
	CONSTRAINT "plans_option_check" CHECK ("plans"."option" in ('Growth', 'IDCW Payout', 'IDCW Reinvestment', 'Bonus'))
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"amc_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"scheme_type" text,
	"raw_category_heading" text
);
--> statement-breakpoint
CREATE TABLE "dataset_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataset_state_single_row" CHECK ("dataset_state"."id" = 1),
	CONSTRAINT "dataset_state_kind_check" CHECK ("dataset_state"."kind" in ('demo', 'amfi'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"sha256" text NOT NULL,
	"layout" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_added" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"rows_revised" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" in ('amfi-nav', 'demo', 'factsheet'))
);
--> statement-breakpoint
CREATE TABLE "nav_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scheme_code" integer NOT NULL,
	"nav_date" date NOT NULL,
	"old_nav" numeric NOT NULL,
	"new_nav" numeric NOT NULL,
	"import_id" integer NOT NULL,
	"revised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navs" (
	"scheme_code" integer NOT NULL,
	"nav_date" date NOT NULL,
	"nav" numeric NOT NULL,
	CONSTRAINT "navs_scheme_code_nav_date_pk" PRIMARY KEY("scheme_code","nav_date")
);
--> statement-breakpoint
CREATE TABLE "category_metrics" (
	"category_id" integer NOT NULL,
	"plan_type" text NOT NULL,
	"as_of" date NOT NULL,
	"plan_count" integer NOT NULL,
	"averages" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_metrics_category_id_plan_type_pk" PRIMARY KEY("category_id","plan_type")
);
--> statement-breakpoint
CREATE TABLE "plan_metrics" (
	"scheme_code" integer PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"return_1m" double precision,
	"return_3m" double precision,
	"return_6m" double precision,
	"return_1y" double precision,
	"return_3y" double precision,
	"return_5y" double precision,
	"return_10y" double precision,
	"return_max" double precision,
	"volatility" double precision,
	"sharpe" double precision,
	"sortino" double precision,
	"max_drawdown" double precision,
	"beta" double precision,
	"alpha" double precision,
	"details" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_allocations" (
	"scheme_id" integer NOT NULL,
	"as_of" date NOT NULL,
	"label" text NOT NULL,
	"weight_pct" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "asset_allocations_scheme_id_as_of_label_pk" PRIMARY KEY("scheme_id","as_of","label")
);
--> statement-breakpoint
CREATE TABLE "credit_quality" (
	"scheme_id" integer NOT NULL,
	"as_of" date NOT NULL,
	"label" text NOT NULL,
	"weight_pct" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "credit_quality_scheme_id_as_of_label_pk" PRIMARY KEY("scheme_id","as_of","label")
);
--> statement-breakpoint
CREATE TABLE "fund_managers" (
	"scheme_id" integer NOT NULL,
	"as_of" date NOT NULL,
	"name" text NOT NULL,
	"managing_since" date,
	"source" text NOT NULL,
	CONSTRAINT "fund_managers_scheme_id_as_of_name_pk" PRIMARY KEY("scheme_id","as_of","name")
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"scheme_id" integer NOT NULL,
	"as_of" date NOT NULL,
	"name" text NOT NULL,
	"isin" text,
	"sector" text,
	"asset_type" text NOT NULL,
	"rating" text,
	"weight_pct" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "holdings_scheme_id_as_of_name_pk" PRIMARY KEY("scheme_id","as_of","name")
);
--> statement-breakpoint
CREATE TABLE "plan_facts" (
	"scheme_code" integer NOT NULL,
	"as_of" date NOT NULL,
	"expense_ratio" double precision,
	"aum_cr" double precision,
	"exit_load" text,
	"min_sip" numeric,
	"min_lumpsum" numeric,
	"risk_level" text,
	"benchmark" text,
	"launch_date" date,
	"source" text NOT NULL,
	CONSTRAINT "plan_facts_scheme_code_as_of_pk" PRIMARY KEY("scheme_code","as_of"),
	CONSTRAINT "plan_facts_risk_level_check" CHECK ("plan_facts"."risk_level" in ('Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High'))
);
--> statement-breakpoint
CREATE TABLE "sector_allocations" (
	"scheme_id" integer NOT NULL,
	"as_of" date NOT NULL,
	"label" text NOT NULL,
	"weight_pct" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "sector_allocations_scheme_id_as_of_label_pk" PRIMARY KEY("scheme_id","as_of","label")
);
--> statement-breakpoint
CREATE TABLE "basket_funds" (
	"basket_id" integer NOT NULL,
	"scheme_code" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "basket_funds_basket_id_scheme_code_pk" PRIMARY KEY("basket_id","scheme_code")
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_index_funds" boolean DEFAULT false NOT NULL,
	"is_collection" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "baskets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "new_fund_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"amc_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"open_date" date NOT NULL,
	"close_date" date NOT NULL,
	"min_investment" numeric,
	"benchmark" text,
	"risk_level" text,
	"exit_load" text,
	"objective" text,
	"managers" text[],
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_amc_id_amcs_id_fk" FOREIGN KEY ("amc_id") REFERENCES "public"."amcs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_revisions" ADD CONSTRAINT "nav_revisions_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_funds" ADD CONSTRAINT "basket_funds_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_pair_idx" ON "categories" USING btree ("asset_class","sebi_category");--> statement-breakpoint
CREATE INDEX "plans_scheme_idx" ON "plans" USING btree ("scheme_id");--> statement-breakpoint
CREATE INDEX "plans_isin_growth_idx" ON "plans" USING btree ("isin_growth");--> statement-breakpoint
CREATE INDEX "plans_isin_reinvestment_idx" ON "plans" USING btree ("isin_reinvestment");--> statement-breakpoint
CREATE INDEX "plans_type_option_idx" ON "plans" USING btree ("plan_type","option");--> statement-breakpoint
CREATE INDEX "plans_display_name_trgm_idx" ON "plans" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "schemes_amc_name_idx" ON "schemes" USING btree ("amc_id","name");--> statement-breakpoint
CREATE INDEX "schemes_category_idx" ON "schemes" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_kind_sha_idx" ON "imports" USING btree ("kind","sha256");--> statement-breakpoint
CREATE INDEX "nav_revisions_plan_idx" ON "nav_revisions" USING btree ("scheme_code","nav_date");--> statement-breakpoint
CREATE INDEX "plan_metrics_return_3y_idx" ON "plan_metrics" USING btree ("return_3y");--> statement-breakpoint
CREATE INDEX "plan_metrics_return_1y_idx" ON "plan_metrics" USING btree ("return_1y");--> statement-breakpoint
CREATE INDEX "holdings_isin_idx" ON "holdings" USING btree ("isin");--> statement-breakpoint
CREATE INDEX "plan_facts_expense_ratio_idx" ON "plan_facts" USING btree ("expense_ratio");--> statement-breakpoint
CREATE INDEX "plan_facts_aum_idx" ON "plan_facts" USING btree ("aum_cr");--> statement-breakpoint
CREATE INDEX "plan_facts_risk_idx" ON "plan_facts" USING btree ("risk_level");--> statement-breakpoint
CREATE INDEX "nfo_close_idx" ON "new_fund_offers" USING btree ("close_date");