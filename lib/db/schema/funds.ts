import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const amcs = pgTable("amcs", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A canonical category: the pair (asset class, SEBI category), with every raw AMFI heading seen for it. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    assetClass: text("asset_class").notNull(),
    sebiCategory: text("sebi_category").notNull(),
    slug: text("slug").notNull().unique(),
    rawHeadings: text("raw_headings").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex("categories_pair_idx").on(t.assetClass, t.sebiCategory)],
);

/** One fund; its plans (Direct/Regular × options) are rows of `plans`. */
export const schemes = pgTable(
  "schemes",
  {
    id: serial("id").primaryKey(),
    amcId: integer("amc_id").notNull().references(() => amcs.id),
    categoryId: integer("category_id").references(() => categories.id),
    name: text("name").notNull(),
    schemeType: text("scheme_type"),
    rawCategoryHeading: text("raw_category_heading"),
  },
  (t) => [uniqueIndex("schemes_amc_name_idx").on(t.amcId, t.name), index("schemes_category_idx").on(t.categoryId)],
);

/** One AMFI scheme code. */
export const plans = pgTable(
  "plans",
  {
    schemeCode: integer("scheme_code").primaryKey(),
    schemeId: integer("scheme_id").notNull().references(() => schemes.id),
    planType: text("plan_type"),
    option: text("option"),
    idcwFrequency: text("idcw_frequency"),
    isinGrowth: text("isin_growth"),
    isinReinvestment: text("isin_reinvestment"),
    displayName: text("display_name").notNull(),
    rawName: text("raw_name").notNull(),
  },
  (t) => [
    index("plans_scheme_idx").on(t.schemeId),
    index("plans_isin_growth_idx").on(t.isinGrowth),
    index("plans_isin_reinvestment_idx").on(t.isinReinvestment),
    index("plans_type_option_idx").on(t.planType, t.option),
    index("plans_display_name_trgm_idx").using("gin", sql`${t.displayName} gin_trgm_ops`),
    check("plans_plan_type_check", sql`${t.planType} in ('Direct', 'Regular')`),
    check("plans_option_check", sql`${t.option} in ('Growth', 'IDCW Payout', 'IDCW Reinvestment', 'Bonus')`),
  ],
);
