-- Plan type and option follow the rule of a plan's other filled fields (docs/data-import.md, "Capture order"): a
-- capture that leaves them empty (AMFI's 8-column layout leaves Plan and Option blank on ~6,300 rows) keeps the
-- latest value any capture gave, and each remembers the import that gave it (a capture, or the scheme master).
ALTER TABLE "plans" ADD COLUMN "plan_type_import_id" integer;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "option_import_id" integer;
--> statement-breakpoint
-- A scheme that offers one plan only (most ETFs, some close-ended funds): Direct/Regular does not apply. Its
-- plan_type is what AMFI's own rule gives (a name without "Direct" is the regular plan); this marks it as the
-- scheme's only plan so a check can tell "not applicable" from "unknown" (plan_type null).
ALTER TABLE "plans" ADD COLUMN "single_plan" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A plan without ISIN that repeats another plan of its fund house by name and latest NAV: the code it repeats.
-- Listings (screener, categories, search, fund-house pages) leave out plans whose duplicate_of is set.
ALTER TABLE "plans" ADD COLUMN "duplicate_of" integer;
--> statement-breakpoint
CREATE INDEX "plans_duplicate_of_idx" ON "plans" ("duplicate_of") WHERE "duplicate_of" IS NOT NULL;
--> statement-breakpoint
-- A plan that holds investors' unclaimed redemptions or IDCW: no Growth/IDCW option applies to it.
ALTER TABLE "plans" ADD COLUMN "unclaimed" boolean DEFAULT false NOT NULL;
