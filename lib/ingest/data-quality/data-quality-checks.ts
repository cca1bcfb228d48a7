import type { Sql } from "postgres";
import { FACT_REFRESH_DAYS } from "@/lib/funds/facts/fact-refresh";
import { findPlansWithoutBenchmarkSeries } from "@/lib/ingest/data-quality/benchmark-series";
import type { DataQualityCheck } from "@/lib/ingest/data-quality/check-types";
import { unplacedIndexSchemes } from "@/lib/funds/categories/index-peer-groups";
import { livePlans } from "@/lib/ingest/data-quality/live-plans";
import { BREAKDOWN_TOLERANCE_PCT, listBreakdownSumProblems } from "@/lib/ingest/portfolios/breakdown-sums";
import { sqlCheck } from "@/lib/ingest/data-quality/sql-check";

const day = (column: string, sql: Sql) => sql`to_char(${sql.unsafe(column)}, 'YYYY-MM-DD')`;

/**
 * The invariants of the loaded data, run after every import (importPaths, data:sync), by `npm run data:status`
 * and at /api/v1/data-status. Each lists its failures a row each (sqlCheck) or finds them itself.
 */
export const DATA_QUALITY_CHECKS: readonly DataQualityCheck[] = [
  {
    id: "live-plan-type-or-option-missing",
    title:
      "Live plans without plan type (Direct/Regular) or option (Growth/IDCW): left out of category ranks and averages",
    examples: 10,
    find: sqlCheck(
      (sql) => sql`
        select p.scheme_code, p.name, concat_ws('; ',
            case when p.plan_type is null then 'no plan type' end,
            case when p.option is null and not p.single_plan and not p.unclaimed then 'no option' end) as detail,
          0 as sort
        from ${livePlans(sql)} p
        where p.lacks_type_or_option`,
    ),
  },
  {
    id: "nav-moves-held-back",
    title: "NAV moves held back from metrics until a later capture confirms them",
    examples: 10,
    find: sqlCheck(
      (sql) => sql`
        select e.scheme_code, coalesce(p.display_name, 'plan not in the store') as name,
          'NAV ' || e.nav || ' of ' || ${day("e.nav_date", sql)} || ' after ' || e.previous_nav || ' of '
            || ${day("e.previous_nav_date", sql)} || ' (' || to_char((e.ratio - 1) * 100, 'FMS999990.00') || '%, band '
            || e.band_pct || '%): held back until a later capture confirms it' as detail,
          date '2100-01-01' - e.nav_date as sort
        from nav_events e
        left join plans p on p.scheme_code = e.scheme_code
        where e.kind = 'held-back'`,
    ),
  },
  {
    id: "portfolio-breakdown-not-100",
    title: `Portfolio breakdowns (asset allocation, sectors, credit quality, cash included) not summing to 100 +/- ${BREAKDOWN_TOLERANCE_PCT}%`,
    examples: 10,
    // The breakdowns as the fund page reads them (the scheme_* views), so what is checked is what is shown.
    find: async (sql, limit) => {
      const problems = await listBreakdownSumProblems(sql);
      return {
        count: problems.length,
        examples: problems.slice(0, limit).map((p) => ({
          scheme_code: null,
          name: p.fund,
          detail: `${p.breakdown} sum to ${p.sum_pct.toFixed(2)}% (${p.source}, as of ${p.as_of})`,
        })),
      };
    },
  },
  {
    id: "index-fund-index-unknown",
    title:
      "Live index funds and ETFs whose scheme name names no index we can place: not ranked among any index's followers",
    examples: 10,
    find: async (sql, limit) => {
      const unplaced = await unplacedIndexSchemes(sql);
      return {
        count: unplaced.length,
        examples: unplaced.slice(0, limit).map((plan) => ({
          scheme_code: plan.scheme_code,
          name: plan.name,
          detail:
            "the scheme name names no index of the tracked-index table (lib/funds/categories/tracked-index-spellings.ts)",
        })),
      };
    },
  },
  {
    id: "live-plan-ter-zero",
    title: "Live plans whose latest expense ratio is 0%",
    examples: 10,
    find: sqlCheck(
      (sql) => sql`
        select f.scheme_code, f.name,
          'expense ratio 0% (' || f.expense_ratio_source || ', as of ' || ${day("f.expense_ratio_as_of", sql)} || ')' as detail,
          0 as sort
        from ${livePlans(sql)} f
        where f.expense_ratio = 0`,
    ),
  },
  {
    id: "facts-older-than-refresh",
    title:
      "Facts of live plans whose source is older than its refresh period, against the site's as-of date (per fact and source)",
    examples: 10,
    find: sqlCheck(
      (sql) => sql`
        with live as (select * from ${livePlans(sql)} p),
        dated as (
          select 'expense ratio' as fact, ${FACT_REFRESH_DAYS.expense_ratio}::int as refresh, l.expense_ratio_source as source,
            l.expense_ratio_as_of as fact_as_of, l.as_of
          from live l
          where l.expense_ratio_as_of is not null
          union all
          select 'AUM', ${FACT_REFRESH_DAYS.aum}::int, l.aum_source, l.aum_as_of, l.as_of
          from live l
          where l.aum_as_of is not null
          union all
          select 'portfolio', ${FACT_REFRESH_DAYS.portfolio}::int, x.source, x.as_of, l.as_of
          from live l
          join (
            select distinct on (u.scheme_id) u.scheme_id, u.as_of, u.source
            from (
              select h.scheme_id, h.as_of, h.source from holdings h
              union all
              select sp.scheme_id, sp.as_of, sp.source from scheme_portfolios sp) u
            order by u.scheme_id, u.as_of desc, u.source) x on x.scheme_id = l.scheme_id)
        select null::int as scheme_code, d.fact || ' from ' || d.source as name,
          count(*) || ' live plans, as of ' || ${day("min(d.fact_as_of)", sql)}
            || case when min(d.fact_as_of) < max(d.fact_as_of) then ' to ' || ${day("max(d.fact_as_of)", sql)} else '' end
            || '; the site is as of ' || ${day("min(d.as_of)", sql)} || ' and this fact is refreshed every '
            || min(d.refresh) || ' days' as detail,
          -count(*) as sort
        from dated d
        where d.as_of - d.fact_as_of > d.refresh
        group by d.fact, d.source`,
    ),
  },
  {
    id: "benchmark-series-missing",
    title:
      "Live plans whose benchmark (their own, or the category's or tracked index's stand-in) has no index series for the past year",
    examples: 10,
    find: findPlansWithoutBenchmarkSeries,
  },
];
