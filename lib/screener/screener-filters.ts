import type { Sql } from "postgres";
import { FUND_AGE_YEARS } from "@/lib/screener/screener-sorts";
import { OPTION_TYPES, PLAN_TYPES, RISK_LEVELS } from "@/lib/api/schemas/fields";
import type { CheckboxFilter, RangeFilter, ScreenerFilters } from "@/lib/api/schemas/screener";
import { investorReturnSql } from "@/lib/screener/investor-return-sql";
import { SCREENER_RANGE_TITLES } from "@/lib/screener/screener-constants";

interface CountRow {
  facet: "amc" | "category" | "subcategory" | "risk_level" | "plan_type" | "option_type";
  value: string;
  label: string;
  grp: string | null;
  count: number;
}

interface RangeRow {
  expense_ratio_min: number | null;
  expense_ratio_max: number | null;
  aum_min: number | null;
  aum_max: number | null;
  return_1y_min: number | null;
  return_1y_max: number | null;
  return_3y_min: number | null;
  return_3y_max: number | null;
  return_5y_min: number | null;
  return_5y_max: number | null;
  fund_age_min: number | null;
  fund_age_max: number | null;
}

/** The return ranges over growth plans only: an IDCW plan has no investor return to filter on. */
const RETURN_RANGES = ["return_1y", "return_3y", "return_5y"]
  .map((c) => `min(${investorReturnSql(c)}) as ${c}_min, max(${investorReturnSql(c)}) as ${c}_max`)
  .join(", ");

const floor2 = (value: number) => Math.floor(value * 100) / 100;
const ceil2 = (value: number) => Math.ceil(value * 100) / 100;

function byOrder(order: readonly string[]) {
  return (a: { value: string }, b: { value: string }) => order.indexOf(a.value) - order.indexOf(b.value);
}

function checkbox(
  key: string,
  title: string,
  param: string,
  rows: CountRow[],
  sort?: (a: CountRow, b: CountRow) => number,
): CheckboxFilter {
  const items = [...rows].sort(sort ?? ((a, b) => b.count - a.count || a.label.localeCompare(b.label)));
  return {
    key,
    title,
    type: "checkbox",
    param,
    items: items.map(({ value, label, count, grp }) =>
      grp ? { value, label, count, group: grp } : { value, label, count },
    ),
  };
}

function range(key: keyof typeof SCREENER_RANGE_TITLES, ranges: RangeRow): RangeFilter | null {
  const min = ranges[`${key}_min`];
  const max = ranges[`${key}_max`];
  if (min === null || max === null) return null;
  const [title, unit] = SCREENER_RANGE_TITLES[key];
  return {
    key,
    title,
    type: "range",
    param_min: `${key}_min`,
    param_max: `${key}_max`,
    unit,
    min: floor2(min),
    max: ceil2(max),
  };
}

/**
 * The screener's filters from the rows it can show: every fund house, broad category, SEBI category,
 * riskometer level, plan and option with its count, and the true min and max of each range (rounded
 * outwards to 2 decimals so the slider's ends include every fund). Empty sections are left out.
 */
export async function screenerFilters(sql: Sql): Promise<ScreenerFilters> {
  const [counts, [ranges]] = await Promise.all([
    sql<CountRow[]>`
      select 'amc' as facet, amc_slug as value, amc_name as label, null as grp, count(*)::int as count from screener_plans group by amc_slug, amc_name
      union all
      select 'category', sebi_category_name, sebi_category_name, null, count(*)::int from screener_plans where sebi_category_name is not null group by 1, 2
      union all
      select 'subcategory', category_slug, sebi_subcategory_name, sebi_category_name, count(*)::int from screener_plans
        where category_slug is not null group by category_slug, sebi_subcategory_name, sebi_category_name
      union all
      select 'risk_level', risk_level, risk_level, null, count(*)::int from screener_plans where risk_level is not null group by 1, 2
      union all
      select 'plan_type', plan_type, plan_type, null, count(*)::int from screener_plans where plan_type is not null group by 1, 2
      union all
      select 'option_type', option_type, option_type, null, count(*)::int from screener_plans where option_type is not null group by 1, 2`,
    sql<RangeRow[]>`
      select min(expense_ratio) as expense_ratio_min, max(expense_ratio) as expense_ratio_max, min(aum) as aum_min, max(aum) as aum_max,
        ${sql.unsafe(RETURN_RANGES)},
        min(${sql.unsafe(FUND_AGE_YEARS)})::float8 as fund_age_min, max(${sql.unsafe(FUND_AGE_YEARS)})::float8 as fund_age_max
      from screener_plans`,
  ]);
  const facet = (name: CountRow["facet"]) => counts.filter((row) => row.facet === name);
  const sections: (CheckboxFilter | RangeFilter | null)[] = [
    checkbox("amc", "AMC", "amc", facet("amc"), (a, b) => a.label.localeCompare(b.label)),
    checkbox("categories", "Category", "category", facet("category")),
    checkbox(
      "sub_categories",
      "Sub Category",
      "subcategory",
      facet("subcategory"),
      (a, b) => (a.grp ?? "").localeCompare(b.grp ?? "") || a.label.localeCompare(b.label),
    ),
    checkbox("risk_level", "Risk", "risk_level", facet("risk_level"), byOrder(RISK_LEVELS)),
    checkbox("plan_type", "Plan", "plan_type", facet("plan_type"), byOrder(PLAN_TYPES)),
    checkbox("option_type", "Option", "option_type", facet("option_type"), byOrder(OPTION_TYPES)),
    ranges ? range("expense_ratio", ranges) : null,
    ranges ? range("aum", ranges) : null,
    ranges ? range("return_1y", ranges) : null,
    ranges ? range("return_3y", ranges) : null,
    ranges ? range("return_5y", ranges) : null,
    ranges ? range("fund_age", ranges) : null,
  ];
  const filters: ScreenerFilters = {};
  for (const section of sections) {
    if (section && (section.type === "range" || section.items.length > 0)) filters[section.key] = section;
  }
  return filters;
}
