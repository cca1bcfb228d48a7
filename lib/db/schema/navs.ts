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
