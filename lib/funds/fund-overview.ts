import type { Sql } from "postgres";
import type { FundOverview } from "@/lib/api/schemas/funds";
import { roundHalfUp } from "@/lib/format/rounding";
import { chooseVariant } from "@/lib/funds/choose-variant";
import { planByIsin, schemeVariants, type PlanRef } from "@/lib/funds/plan-lookup";
import { rankingStatusOf, returnsMissingOf } from "@/lib/funds/ranking-status";
import { amcLogoUrl } from "@/lib/funds/amc-logo";
import { fundBenchmarkOf } from "@/lib/funds/fund-benchmark";
import { heldBackNavOf } from "@/lib/funds/held-back-nav";
import { overviewReturns } from "@/lib/funds/payout-returns";
import { directPlanOf, directSiblingOf } from "@/lib/funds/facts/direct-sibling";
import { latestPlanFacts } from "@/lib/funds/facts/latest-plan-facts";
import { terHistoryOf, terRuns } from "@/lib/funds/facts/ter-runs";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { nullPeriodValues } from "@/lib/metrics/periods";

interface OverviewRow {
  scheme_name: string;
  amc_slug: string;
  amc_name: string;
  category_id: number | null;
  category_slug: string | null;
  category_name: string | null;
  asset_class: string | null;
  inception_date: string;
  returns: FundOverview["returns"] | null;
  returns_missing: unknown;
  ranking: unknown;
  ranking_as_of: string | null;
  risk: FundOverview["risk"];
  benchmark: unknown;
  navs: { date: string; nav: number }[];
  held_back: unknown;
}

/** The overview of the plan of a fund that GET /api/v1/funds asks for (see chooseVariant). */
export async function fundOverview(
  sql: Sql,
  isin: string,
  asked: { plan_type?: PlanRef["plan_type"]; option_type?: PlanRef["option_type"] },
): Promise<FundOverview> {
  const own = await planByIsin(sql, isin);
  const variants = await schemeVariants(sql, own.scheme_id);
  return overviewOf(sql, chooseVariant(own, variants, asked), variants);
}

/** The overview of this very plan, for its fund page. */
export async function planOverview(sql: Sql, plan: PlanRef): Promise<FundOverview> {
  return overviewOf(sql, plan, await schemeVariants(sql, plan.scheme_id));
}

async function overviewOf(sql: Sql, plan: PlanRef, variants: readonly PlanRef[]): Promise<FundOverview> {
  const sibling = directSiblingOf(plan, variants);
  const codes = sibling ? [plan.scheme_code, sibling.scheme_code] : [plan.scheme_code];
  const [[row], facts, runs] = await Promise.all([
    sql<OverviewRow[]>`
    select s.name as scheme_name, a.slug as amc_slug, a.name as amc_name,
      c.id as category_id, c.slug as category_slug, c.sebi_category as category_name, c.asset_class,
      to_char(st.first_nav_date, 'YYYY-MM-DD') as inception_date,
      case when m.scheme_code is null then null else json_build_object(
        '1m', m.return_1m, '3m', m.return_3m, '6m', m.return_6m, '1y', m.return_1y,
        '3y', m.return_3y, '5y', m.return_5y, '10y', m.return_10y, 'max', m.return_max) end as returns,
      m.details -> 'trailingMissing' as returns_missing, m.ranking,
      (select to_char(site_as_of, 'YYYY-MM-DD') from metrics_state) as ranking_as_of,
      case when m.details ? 'benchmark' then json_build_object('benchmark', m.details -> 'benchmark',
        'vsBenchmark', m.details -> 'vsBenchmark', 'betaBasis', m.details -> 'betaBasis') end as benchmark,
      case when m.scheme_code is null then null else json_build_object(
        'volatility', m.volatility, 'sharpe', m.sharpe, 'sortino', m.sortino,
        'max_drawdown', m.max_drawdown, 'beta', m.beta, 'alpha', m.alpha) end as risk,
      (select json_agg(json_build_object('date', to_char(n.nav_date, 'YYYY-MM-DD'), 'nav', n.nav::float8))
        from (select nav_date, nav from navs where scheme_code = p.scheme_code order by nav_date desc limit 2) n) as navs,
      (select json_build_object('date', to_char(e.nav_date, 'YYYY-MM-DD'),
          'previous_date', to_char(e.previous_nav_date, 'YYYY-MM-DD'), 'previous_nav', e.previous_nav::float8,
          'nav', e.nav::float8, 'band_pct', e.band_pct)
        from nav_events e where e.scheme_code = p.scheme_code and e.kind = 'held-back'
        order by e.nav_date desc limit 1) as held_back
    from plans p
    join schemes s on s.id = p.scheme_id
    join amcs a on a.id = s.amc_id
    left join categories c on c.id = s.category_id
    join plan_nav_stats st on st.scheme_code = p.scheme_code
    left join plan_metrics m on m.scheme_code = p.scheme_code
    where p.scheme_code = ${plan.scheme_code}`,
    latestPlanFacts(sql, codes, todayInIndia()),
    terRuns(sql, [plan.scheme_code]),
  ]);
  if (!row || !row.navs?.length) throw new Error(`plan ${plan.scheme_code} has no NAV`);
  const [latest, previous] = row.navs as [{ date: string; nav: number }, { date: string; nav: number } | undefined];
  return overviewReturns({
    scheme_code: plan.scheme_code,
    isin: plan.isin,
    plan_display_name: plan.plan_display_name,
    scheme_name: row.scheme_name,
    plan_type: plan.plan_type,
    option_type: plan.option_type,
    amc: { slug: row.amc_slug, name: row.amc_name, logo_url: amcLogoUrl(row.amc_slug) },
    category:
      row.category_id === null
        ? null
        : { id: row.category_id, slug: row.category_slug!, name: row.category_name!, asset_class: row.asset_class! },
    nav: {
      value: latest.nav,
      date: latest.date,
      // NAVs carry at most 4-6 decimals; rounding drops binary noise such as 0.30000000000000004.
      change: previous ? roundHalfUp(latest.nav - previous.nav, 6) : null,
      change_pct: previous ? (latest.nav / previous.nav - 1) * 100 : null,
      held_back: heldBackNavOf(row.held_back, latest, row.category_slug),
    },
    inception_date: row.inception_date,
    returns: row.returns ?? nullPeriodValues(),
    returns_missing: returnsMissingOf(row.returns_missing),
    ranking: rankingStatusOf(row.ranking, row.ranking_as_of),
    risk: row.risk,
    benchmark: fundBenchmarkOf(row.benchmark),
    facts: facts.get(plan.scheme_code)!,
    expense_ratio_history: terHistoryOf(runs.get(plan.scheme_code)!),
    direct_plan: sibling ? directPlanOf(sibling, facts.get(sibling.scheme_code)!) : null,
    variants: variants.map(({ scheme_code, isin, plan_type, option_type }) => ({
      scheme_code,
      isin,
      plan_type,
      option_type,
    })),
  });
}
