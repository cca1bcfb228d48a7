import type { Sql } from "postgres";
import { z } from "zod";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { CONTENT_BASKETS, CONTENT_BASKETS_FILE, type ContentBasket } from "@/lib/content/baskets";
import { parseContent } from "@/lib/content/parse-content";
import { SCREENER_ROW_COLUMNS, toScreenerPlans, type ScreenerRowData } from "@/lib/screener/screener-row";

/** A content basket with its plans' live figures (the screener's rows), in the file's order, and their weights. */
export interface ShownContentBasket extends ContentBasket {
  plans: (ScreenerPlan & { weight: number })[];
}

interface PlanState {
  scheme_code: number;
  name: string;
  /** In screener_plans: a NAV within the last 30 days of the site's as-of date, not a duplicate listing. */
  listed: boolean;
  last_nav_date: string | null;
}

/** The baskets' scheme codes checked against the database's plans, by zod, so each error names its field. */
function plansSchema(states: ReadonlyMap<number, PlanState>) {
  const schemeCode = z.number().superRefine((code, context) => {
    const plan = states.get(code);
    if (!plan) context.addIssue({ code: "custom", message: `scheme code ${code} is no plan in the database` });
    else if (!plan.listed)
      context.addIssue({
        code: "custom",
        message: `${plan.name} (scheme code ${code}) is closed: its last NAV is ${plan.last_nav_date ?? "not on record"}, so the site lists it nowhere`,
      });
  });
  return z.object({ baskets: z.array(z.object({ funds: z.array(z.object({ scheme_code: schemeCode })) })) });
}

/**
 * The curated baskets of content/baskets.json with live figures. Throws, naming the file, the field and the plan,
 * when a scheme code is unknown or closed: the build that renders the page then stops (issue 37, 6).
 */
export async function contentBaskets(
  sql: Sql,
  baskets: readonly ContentBasket[] = CONTENT_BASKETS.baskets,
): Promise<ShownContentBasket[]> {
  const codes = [...new Set(baskets.flatMap((basket) => basket.funds.map((fund) => fund.scheme_code)))];
  if (codes.length === 0) return [];
  const states = await sql<PlanState[]>`
    select p.scheme_code, p.display_name as name, to_char(st.last_nav_date, 'YYYY-MM-DD') as last_nav_date,
      exists (select 1 from screener_plans sp where sp.scheme_code = p.scheme_code) as listed
    from plans p left join plan_nav_stats st on st.scheme_code = p.scheme_code
    where p.scheme_code = any(${codes}::int[])`;
  parseContent(CONTENT_BASKETS_FILE, plansSchema(new Map(states.map((s) => [s.scheme_code, s]))), { baskets });
  const rows = await sql<ScreenerRowData[]>`
    select ${sql.unsafe(SCREENER_ROW_COLUMNS)} from screener_plans where scheme_code = any(${codes}::int[])`;
  const byCode = new Map(toScreenerPlans(rows).map((plan) => [plan.scheme_code, plan]));
  return baskets.map((basket) => ({
    ...basket,
    plans: basket.funds.map((fund) => ({ ...byCode.get(fund.scheme_code)!, weight: fund.weight })),
  }));
}
