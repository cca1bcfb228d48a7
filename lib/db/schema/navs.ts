import { bigserial, date, index, integer, numeric, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { imports } from "./imports";

/** Daily NAVs, exact decimals as published. */
export const navs = pgTable(
  "navs",
  {
    schemeCode: integer("scheme_code").notNull(),
    navDate: date("nav_date").notNull(),
    nav: numeric("nav").notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeCode, t.navDate] })],
);

/**
 * Each plan's NAV range and latest NAV. Kept apart from `plans` because every daily import changes it
 * for thousands of plans: here an update touches one narrow row and its primary key, not the plan's
 * indexes (the trigram index on names above all). Fill factor 80 (migration 0002) lets it update in place.
 */
export const planNavStats = pgTable("plan_nav_stats", {
  schemeCode: integer("scheme_code").primaryKey(),
  firstNavDate: date("first_nav_date").notNull(),
  lastNavDate: date("last_nav_date").notNull(),
  lastNav: numeric("last_nav").notNull(),
});

/** Every correction AMFI published for a NAV already stored: the later file's value wins, the old one is kept here. */
export const navRevisions = pgTable(
  "nav_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    schemeCode: integer("scheme_code").notNull(),
    navDate: date("nav_date").notNull(),
    oldNav: numeric("old_nav").notNull(),
    newNav: numeric("new_nav").notNull(),
    importId: integer("import_id")
      .notNull()
      .references(() => imports.id),
    revisedAt: timestamp("revised_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("nav_revisions_plan_idx").on(t.schemeCode, t.navDate)],
);
