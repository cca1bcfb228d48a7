import type { Sql } from "postgres";
import { disclosedTer } from "@/lib/funds/facts/disclosed-ter";
import { directSiblingOf } from "@/lib/funds/facts/direct-sibling";
import { latestPlanFacts, type PlanFacts } from "@/lib/funds/facts/latest-plan-facts";
import { variantsOfPlans } from "@/lib/funds/plan-lookup";
import { GROWTH_OPTION_SQL, investorReturnSql } from "@/lib/screener/investor-return-sql";
import { growthOf, type CostHolding, type DatedTer } from "@/lib/xray/costs/plan-cost";

/** What the cost X-ray knows of a plan, before its value. */
export interface PlanCostFacts extends Omit<CostHolding, "value"> {
  nav: number;
  navDate: string;
  exitLoadWords: string | null;
  assetClass: string | null;
  category: string | null;
}

interface Row {
  scheme_code: number;
  plan_display_name: string;
  plan_type: "Regular" | "Direct" | null;
  nav: number;
  nav_date: Date;
  asset_class: string | null;
  category: string | null;
  return_5y: number | null;
  metrics_as_of: Date | null;
  category_5y: number | null;
  category_plans: number | null;
  category_as_of: Date | null;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

function terOf(facts: PlanFacts | undefined): DatedTer | null {
  const fact = facts?.expense_ratio ?? null;
  const pct = disclosedTer(fact?.value);
  return fact === null || pct === null ? null : { pct, asOf: fact.as_of, source: fact.source, stale: fact.stale };
}

/**
 * Each plan's TER with its date (the fund page's facts, a 0 read as undisclosed), its Direct plan of the same
 * scheme and option (the fund page's pairing), its own 5-year return (growth plans; an IDCW plan's NAV return is
 * not the investor's) and the median 5-year return of its category's growth plans of the same plan type.
 * Plans without a recent NAV are left out. Returns are rounded to 2 decimals: the rate stated is the rate used.
 */
export async function planCostFacts(
  sql: Sql,
  codes: readonly number[],
  today: string,
): Promise<Map<number, PlanCostFacts>> {
  if (codes.length === 0) return new Map();
  const [rows, variants] = await Promise.all([
    sql<Row[]>`
      select sp.scheme_code, sp.plan_display_name, sp.plan_type, sp.nav, sp.nav_date,
        sp.sebi_category_name as asset_class, sp.sebi_subcategory_name as category,
        round((${sql.unsafe(investorReturnSql("sp.return_5y"))})::numeric, 2)::float8 as return_5y, m.as_of as metrics_as_of,
        peers.median as category_5y, peers.plans as category_plans, peers.as_of as category_as_of
      from screener_plans sp
      left join plan_metrics m on m.scheme_code = sp.scheme_code
      left join lateral (
        select round(percentile_cont(0.5) within group (order by c.return_5y)::numeric, 2)::float8 as median, count(*)::int as plans,
          max(cm.as_of) as as_of
        from screener_plans c join plan_metrics cm on cm.scheme_code = c.scheme_code
        where c.category_id = sp.category_id and c.plan_type is not distinct from sp.plan_type
          and c.return_5y is not null and ${sql.unsafe(GROWTH_OPTION_SQL.replaceAll("option_type", "c.option_type"))}
      ) peers on true
      where sp.scheme_code in ${sql(codes as number[])}`,
    variantsOfPlans(sql, codes),
  ]);
  const siblings = new Map(
    codes.map((code) => {
      const plan = variants.find((v) => v.scheme_code === code);
      const sibling = plan
        ? directSiblingOf(
            plan,
            variants.filter((v) => v.scheme_id === plan.scheme_id),
          )
        : null;
      return [code, sibling] as const;
    }),
  );
  const factCodes = [...codes, ...[...siblings.values()].flatMap((s) => (s ? [s.scheme_code] : []))];
  const facts = await latestPlanFacts(sql, [...new Set(factCodes)], today);
  return new Map(
    rows.map((r) => {
      const sibling = siblings.get(r.scheme_code) ?? null;
      const growth = growthOf(
        r.return_5y === null || r.metrics_as_of === null ? null : { pct: r.return_5y, asOf: iso(r.metrics_as_of) },
        r.category_5y === null || r.category_as_of === null
          ? null
          : {
              pct: r.category_5y,
              asOf: iso(r.category_as_of),
              name: r.category ?? "its category",
              plans: r.category_plans!,
            },
      );
      return [
        r.scheme_code,
        {
          schemeCode: r.scheme_code,
          name: r.plan_display_name,
          planType: r.plan_type,
          nav: r.nav,
          navDate: iso(r.nav_date),
          ter: terOf(facts.get(r.scheme_code)),
          direct:
            sibling === null
              ? null
              : {
                  schemeCode: sibling.scheme_code,
                  name: sibling.plan_display_name,
                  ter: terOf(facts.get(sibling.scheme_code)),
                },
          growth,
          exitLoadWords: facts.get(r.scheme_code)?.exit_load?.value ?? null,
          assetClass: r.asset_class,
          category: r.category,
        },
      ];
    }),
  );
}
