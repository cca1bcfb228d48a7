import type { PendingQuery, Row as PostgresRow, Sql } from "postgres";
import type { ScreenerOrderKey, ScreenerPage, ScreenerQuery, ScreenerRangeKey } from "@/lib/api/schemas/screener";
import { SCREENER_ROW_COLUMNS, toScreenerPlan, type ScreenerRowData } from "@/lib/screener/screener-row";

type Fragment = PendingQuery<PostgresRow[]>;

// Fund age is not a column: it is derived from the launch date so that it never goes stale.
const FUND_AGE_YEARS = "((current_date - launch_date) / 365.25)";

const ORDER_COLUMNS: Record<ScreenerOrderKey, string> = {
  aum: "aum",
  return_1m: "return_1m",
  return_3m: "return_3m",
  return_6m: "return_6m",
  return_1y: "return_1y",
  return_3y: "return_3y",
  return_5y: "return_5y",
  return_10y: "return_10y",
  return_max: "return_max",
  expense_ratio: "expense_ratio",
  volatility: "volatility",
  sharpe: "sharpe",
  sortino: "sortino",
  max_drawdown: "max_drawdown",
  nav: "nav",
  fund_age: FUND_AGE_YEARS,
  plan_display_name: "plan_display_name",
};

const RANGE_COLUMNS: Record<ScreenerRangeKey, string> = {
  expense_ratio: "expense_ratio",
  aum: "aum",
  return_1y: "return_1y",
  return_3y: "return_3y",
  return_5y: "return_5y",
  fund_age: FUND_AGE_YEARS,
};

const ASCENDING_BY_DEFAULT: ReadonlySet<ScreenerOrderKey> = new Set(["expense_ratio", "plan_display_name"]);

/** A name match tolerates typos (trigram word similarity) and word order (each word on its own). */
const WORD_SIMILARITY = 0.4;
const MAX_SEARCH_WORDS = 6;

export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(q.toLowerCase().split(/[^\p{L}\p{N}&]+/u).filter((word) => word.length > 0))].slice(0, MAX_SEARCH_WORDS);
}

function conditions(sql: Sql, query: ScreenerQuery, words: string[]): Fragment[] {
  const where: Fragment[] = [];
  if (query.amc.length) where.push(sql`amc_slug = any(${query.amc})`);
  if (query.category.length) where.push(sql`sebi_category_name = any(${query.category})`);
  if (query.subcategory.length) where.push(sql`category_slug = any(${query.subcategory})`);
  if (query.risk_level.length) where.push(sql`risk_level = any(${query.risk_level})`);
  if (query.plan_type.length) where.push(sql`plan_type = any(${query.plan_type})`);
  if (query.option_type.length) where.push(sql`option_type = any(${query.option_type})`);
  for (const [key, column] of Object.entries(RANGE_COLUMNS) as [ScreenerRangeKey, string][]) {
    const min = query[`${key}_min`];
    const max = query[`${key}_max`];
    if (min !== undefined) where.push(sql`${sql.unsafe(column)} >= ${min}`);
    if (max !== undefined) where.push(sql`${sql.unsafe(column)} <= ${max}`);
  }
  for (const word of words) where.push(sql`(strpos(search_text, ${word}) > 0 or word_similarity(${word}, search_text) >= ${WORD_SIMILARITY})`);
  return where;
}

function whereClause(sql: Sql, parts: Fragment[]): Fragment {
  if (parts.length === 0) return sql``;
  return parts.slice(1).reduce((clause, part) => sql`${clause} and ${part}`, sql`where ${parts[0]!}`);
}

function orderClause(sql: Sql, query: ScreenerQuery, words: string[]): Fragment {
  if (!query.order_by && words.length) {
    const relevance = words.map((word) => sql`word_similarity(${word}, search_text)`).reduce((sum, term) => sql`${sum} + ${term}`);
    return sql`order by ${relevance} desc, aum desc nulls last, scheme_code`;
  }
  const key = query.order_by ?? "aum";
  const direction = query.order_dir ?? (ASCENDING_BY_DEFAULT.has(key) ? "asc" : "desc");
  // Nulls last in both directions: a fund without a 3-year history never tops a "lowest return" sort.
  return sql`order by ${sql.unsafe(ORDER_COLUMNS[key])} ${sql.unsafe(direction)} nulls last, scheme_code`;
}

/** One page of the screener: the rows, the true total, and the page count (a page past the end is empty). */
export async function listScreenerPlans(sql: Sql, query: ScreenerQuery): Promise<ScreenerPage> {
  const words = searchWords(query.q);
  const where = whereClause(sql, conditions(sql, query, words));
  const offset = (query.page - 1) * query.page_size;
  const [result] = await sql<{ total: number; plans: ScreenerRowData[] | null }[]>`
    with matched as (select * from screener_plans ${where})
    select (select count(*) from matched)::int as total,
      (select json_agg(page) from (
        select ${sql.unsafe(SCREENER_ROW_COLUMNS)} from matched ${orderClause(sql, query, words)}
        limit ${query.page_size} offset ${offset}
      ) page) as plans`;
  const total = result?.total ?? 0;
  return {
    plans: (result?.plans ?? []).map(toScreenerPlan),
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.ceil(total / query.page_size),
    total,
  };
}
