import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

const RISK_LEVELS = sql.raw(`('Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High')`);

/** Plan-level factsheet facts, one row per as-of date (so AUM and expense ratio keep their history). */
export const planFacts = pgTable(
  "plan_facts",
  {
    schemeCode: integer("scheme_code").notNull(),
    asOf: date("as_of").notNull(),
    expenseRatio: doublePrecision("expense_ratio"),
    aumCr: doublePrecision("aum_cr"),
    exitLoad: text("exit_load"),
    minSip: numeric("min_sip"),
    minLumpsum: numeric("min_lumpsum"),
    riskLevel: text("risk_level"),
    benchmark: text("benchmark"),
    launchDate: date("launch_date"),
    source: text("source").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schemeCode, t.asOf] }),
    index("plan_facts_expense_ratio_idx").on(t.expenseRatio),
    index("plan_facts_aum_idx").on(t.aumCr),
    index("plan_facts_risk_idx").on(t.riskLevel),
    check("plan_facts_risk_level_check", sql`${t.riskLevel} in ${RISK_LEVELS}`),
  ],
);

export const fundManagers = pgTable(
  "fund_managers",
  {
    schemeId: integer("scheme_id").notNull(),
    asOf: date("as_of").notNull(),
    name: text("name").notNull(),
    managingSince: date("managing_since"),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.asOf, t.name] })],
);

export const holdings = pgTable(
  "holdings",
  {
    schemeId: integer("scheme_id").notNull(),
    asOf: date("as_of").notNull(),
    name: text("name").notNull(),
    isin: text("isin"),
    sector: text("sector"),
    assetType: text("asset_type").notNull(),
    rating: text("rating"),
    weightPct: doublePrecision("weight_pct").notNull(),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.asOf, t.name] }), index("holdings_isin_idx").on(t.isin)],
);

/** Sector, asset-class and credit-rating breakdowns share one shape: (scheme, as-of, label, weight). */
function allocationTable(name: string) {
  return pgTable(
    name,
    {
      schemeId: integer("scheme_id").notNull(),
      asOf: date("as_of").notNull(),
      label: text("label").notNull(),
      weightPct: doublePrecision("weight_pct").notNull(),
      source: text("source").notNull(),
    },
    (t) => [primaryKey({ columns: [t.schemeId, t.asOf, t.label] })],
  );
}

export const sectorAllocations = allocationTable("sector_allocations");
export const assetAllocations = allocationTable("asset_allocations");
export const creditQuality = allocationTable("credit_quality");
