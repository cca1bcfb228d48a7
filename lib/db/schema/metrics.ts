import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Metrics per plan as of its latest NAV. Returns are percentages; the screener sorts on the columns. */
export const planMetrics = pgTable(
  "plan_metrics",
  {
    schemeCode: integer("scheme_code").primaryKey(),
    asOf: date("as_of").notNull(),
    return1m: doublePrecision("return_1m"),
    return3m: doublePrecision("return_3m"),
    return6m: doublePrecision("return_6m"),
    return1y: doublePrecision("return_1y"),
    return3y: doublePrecision("return_3y"),
    return5y: doublePrecision("return_5y"),
    return10y: doublePrecision("return_10y"),
    returnMax: doublePrecision("return_max"),
    volatility: doublePrecision("volatility"),
    sharpe: doublePrecision("sharpe"),
    sortino: doublePrecision("sortino"),
    maxDrawdown: doublePrecision("max_drawdown"),
    beta: doublePrecision("beta"),
    alpha: doublePrecision("alpha"),
    /** Everything else (calendar-year, rolling and SIP returns, drawdown dates, ranks), as computed. */
    details: jsonb("details").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("plan_metrics_return_3y_idx").on(t.return3y), index("plan_metrics_return_1y_idx").on(t.return1y)],
);

/** Category averages per plan type, for every period, and the category's size. */
export const categoryMetrics = pgTable(
  "category_metrics",
  {
    categoryId: integer("category_id").notNull(),
    planType: text("plan_type").notNull(),
    asOf: date("as_of").notNull(),
    planCount: integer("plan_count").notNull(),
    averages: jsonb("averages").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.planType] })],
);
