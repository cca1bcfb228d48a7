import type { Sql } from "postgres";
import type { QuickFilter, QuickFilterScope } from "@/lib/api/schemas/categories";
import { QUICK_FILTER_CATALOGUE } from "@/lib/funds/categories/quick-filter-catalogue";
import { QUICK_FILTER_CONDITIONS, scopedPlans } from "@/lib/funds/categories/quick-filter-conditions";
import { resolvePlanScope } from "@/lib/funds/categories/quick-filter-scope";

const COUNTS = QUICK_FILTER_CATALOGUE.map(
  ({ slug }) => `count(*) filter (where ${QUICK_FILTER_CONDITIONS[slug]})::int as "${slug}"`,
).join(",\n  ");

/** The catalogue's quick filters with the number of plans in scope each one matches on its own; those matching none are left out. */
export async function countQuickFilters(sql: Sql, scope: QuickFilterScope): Promise<QuickFilter[]> {
  const plans = await resolvePlanScope(sql, scope);
  const [counts] = await sql<
    Record<string, number>[]
  >`${scopedPlans(sql, plans)} select ${sql.unsafe(COUNTS)} from scoped`;
  return QUICK_FILTER_CATALOGUE.map(({ slug, title, description }) => ({
    slug,
    title,
    description,
    count: counts?.[slug] ?? 0,
  })).filter((filter) => filter.count > 0);
}
