import type { Sql } from "postgres";
import { badRequest } from "@/lib/api/api-error";
import { MAX_FILTERED_FUNDS, type FilteredFundsBody, type FilteredFundsPayload } from "@/lib/api/schemas/categories";
import { isQuickFilterSlug, QUICK_FILTER_CATALOGUE } from "@/lib/funds/categories/quick-filter-catalogue";
import { QUICK_FILTER_CONDITIONS, scopedPlans } from "@/lib/funds/categories/quick-filter-conditions";
import { resolvePlanScope } from "@/lib/funds/categories/quick-filter-scope";
import { SCREENER_ROW_COLUMNS, toScreenerPlans, type ScreenerRowData } from "@/lib/screener/screener-row";

/** The plans in scope matching every chosen quick filter, best 3-year return first (nulls last, ties by scheme code). */
export async function filterCategoryFunds(sql: Sql, body: FilteredFundsBody): Promise<FilteredFundsPayload> {
  const unknown = body.filter_slugs.find((slug) => !isQuickFilterSlug(slug));
  if (unknown !== undefined) {
    throw badRequest(
      `Unknown filter '${unknown}'. Use any of: ${QUICK_FILTER_CATALOGUE.map(({ slug }) => slug).join(", ")}.`,
    );
  }
  const plans = await resolvePlanScope(sql, body);
  const conditions = [...new Set(body.filter_slugs.filter(isQuickFilterSlug))].map(
    (slug) => `(${QUICK_FILTER_CONDITIONS[slug]})`,
  );
  const where = conditions.length ? `where ${conditions.join(" and ")}` : "";
  const [result] = await sql<{ total: number; plans: ScreenerRowData[] | null }[]>`
    ${scopedPlans(sql, plans)},
    matched as (select * from scoped ${sql.unsafe(where)})
    select (select count(*) from matched)::int as total,
      (select json_agg(page) from (
        select ${sql.unsafe(SCREENER_ROW_COLUMNS)} from matched
        order by return_3y desc nulls last, scheme_code
        limit ${MAX_FILTERED_FUNDS}
      ) page) as plans`;
  return { plans: toScreenerPlans(result?.plans ?? []), total: result?.total ?? 0 };
}
