import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";

export const newFundOffers = pgTable(
  "new_fund_offers",
  {
    id: serial("id").primaryKey(),
    amcId: integer("amc_id").notNull(),
    categoryId: integer("category_id"),
    name: text("name").notNull(),
    openDate: date("open_date").notNull(),
    closeDate: date("close_date").notNull(),
    minInvestment: numeric("min_investment"),
    benchmark: text("benchmark"),
    riskLevel: text("risk_level"),
    exitLoad: text("exit_load"),
    objective: text("objective"),
    managers: text("managers").array(),
    source: text("source").notNull(),
  },
  (t) => [index("nfo_close_idx").on(t.closeDate)],
);

/** Curated baskets (the spec's "website categories") and their funds. */
export const baskets = pgTable("baskets", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  isIndexFunds: boolean("is_index_funds").notNull().default(false),
  isCollection: boolean("is_collection").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const basketFunds = pgTable(
  "basket_funds",
  {
    basketId: integer("basket_id")
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    schemeCode: integer("scheme_code").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.schemeCode] })],
);
