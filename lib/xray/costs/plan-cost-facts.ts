import type { Sql } from "postgres";
import { keptEach, readNow, type DataMemo } from "@/lib/api/data-memo";
import { disclosedTer } from "@/lib/funds/facts/disclosed-ter";
import { directSiblingOf } from "@/lib/funds/facts/direct-sibling";
import { latestPlanFacts, type PlanFacts } from "@/lib/funds/facts/latest-plan-facts";
import { variantsOfPlans } from "@/lib/funds/plan-lookup";
import { MIN_PEER_PLANS } from "@/lib/metrics/category-ranking";
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
 * not the investor's) and the median 5-year return of its category's growth plans of the same plan type (when at least
 * MIN_PEER_PLANS have one, as for a category average).
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
      with held as materialized (
        select * from screener_plans where scheme_code in ${sql(codes as number[])}
      ), peers as (
        -- The metrics date by the key, one plan at a time: a join would scan all of plan_metrics.
        select c.category_id, c.plan_type, count(*)::int as plans,
          max((select cm.as_of from plan_metrics cm where cm.scheme_code = c.scheme_code)) as as_of,
          round(percentile_cont(0.5) within group (order by c.return_5y)::numeric, 2)::float8 as median
        from screener_plans c
        where c.category_id in (select category_id from held) and c.return_5y is not null
          and ${sql.unsafe(GROWTH_OPTION_SQL.replaceAll("option_type", "c.option_type"))}
        group by c.category_id, c.plan_type
        having count(*) >= ${MIN_PEER_PLANS}
      )
      select sp.scheme_code, sp.plan_display_name, sp.plan_type, sp.nav, sp.nav_date,
        sp.sebi_category_name as asset_class, sp.sebi_subcategory_name as category,
        round((${sql.unsafe(investorReturnSql("sp.return_5y"))})::numeric, 2)::float8 as return_5y, m.as_of as metrics_as_of,
        peers.median as category_5y, peers.plans as category_plans, peers.as_of as category_as_of
      from held sp
      left join plan_metrics m on m.scheme_code = sp.scheme_code
      left join peers on peers.category_id = sp.category_id and peers.plan_type is not distinct from sp.plan_type`,
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

/**
 * planCostFacts, each plan's facts kept by `memo` under `xray-cost-facts <day> <code>` (a TER's `stale` flag
 * depends on the day), the plans not kept read together; with cachedValue, once per data version and day. A
 * plan's facts do not depend on the other plans asked for.
 */
export async function keptPlanCostFacts(
  sql: Sql,
  codes: readonly number[],
  today: string,
  memo: DataMemo = readNow,
): Promise<Map<number, Readonly<PlanCostFacts>>> {
  const facts = await keptEach(
    [...new Set(codes)],
    (code) => `xray-cost-facts ${today} ${code}`,
    (missing) => planCostFacts(sql, missing, today),
    memo,
  );
  return new Map([...facts].flatMap(([code, fact]) => (fact === null ? [] : [[code, fact] as const])));
}
