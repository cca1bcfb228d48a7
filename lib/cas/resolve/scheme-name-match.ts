import type { Sql } from "postgres";
import {
  decidePlan,
  MIN_OFFER,
  type NameCandidate,
  type NameMatch,
  type ScoredPlan,
} from "@/lib/cas/resolve/decide-plan";
import { navVerdict, type PrintedNav } from "@/lib/cas/resolve/nav-evidence";
import type { PrintedName } from "@/lib/cas/resolve/printed-name";
import { statedInName } from "@/lib/ingest/amfi/plan-option";
import { isUnclaimedPlan } from "@/lib/ingest/amfi/plan-option-terms";

export type { NameCandidate, NameMatch };

interface Row {
  i: number;
  scheme_code: number;
  display_name: string;
  isin: string | null;
  score: number;
  exact_option: boolean | null;
  live: boolean;
  on_site: boolean;
  /** AMFI's plan type of a scheme known only from the scheme master (its option is read from its name here). */
  master_plan: string | null;
}

/**
 * A segregated portfolio ("... Segregated Portfolio 1", "(Segregated - 17022020)") is a holding of its own; a main
 * portfolio's note of how many it has ("(No. of Segregated Portfolios-2)") is not one.
 */
const SEGREGATED = String.raw`\msegregated\M`;
const SEGREGATED_NOTE = String.raw`\([^)]*\m(no|number|has)\M[^)]*segregated[^)]*\)`;

/** Where "(erstwhile ...)" tells a segregated portfolio apart rather than an old name: the note kept as words. */
const withFormer = (name: string) => name.replace(/\((?:formerly|erstwhile|previously)([^)]*)\)/gi, " $1 ");

const optionAgrees = (wanted: PrintedName["option"], option: string) =>
  option === wanted || (wanted.startsWith("IDCW") && option.startsWith("IDCW"));

/**
 * A scheme known only from AMFI's scheme master, read with AMFI's rules (a name without "Direct" is the regular
 * plan, one without an option word the growth option): whether it is of the printed plan, option and frequency,
 * and its option is the printed one exactly. Null when it is not (or is an unclaimed-amount plan).
 */
function masterAgrees(row: Row, name: PrintedName): { exactOption: boolean } | null {
  if (isUnclaimedPlan(row.display_name)) return null;
  const stated = statedInName(row.display_name);
  const plan = row.master_plan ?? stated.plan ?? "Regular";
  const option = stated.option ?? "Growth";
  const frequency = option === "Growth" ? null : stated.idcwFrequency;
  if (name.plan !== null && plan !== name.plan) return null;
  if (!optionAgrees(name.option, option) || frequency !== name.frequency) return null;
  return { exactOption: option === name.option };
}

/**
 * The plan each printed name means, found in SQL on trigram indexes of the fund words of the plans' names (the
 * site's, and AMFI's scheme master's, which keeps names from before a rename and the schemes that no longer publish
 * a NAV): only plans of the printed plan type (either when none is printed), option (any IDCW option for an IDCW
 * name, the printed one ranked first) and IDCW frequency, not marked a duplicate, a segregated portfolio only for a
 * segregated portfolio, launched by `asOf` (the statement's date). Then decidePlan, with the NAVs the statement
 * prints for each name (`navs`, same order) checked against the site's NAVs of its candidates.
 */
export async function matchSchemeNames(
  sql: Sql,
  names: readonly PrintedName[],
  asOf: string,
  navs: readonly (readonly PrintedNav[])[] = [],
): Promise<NameMatch[]> {
  if (names.length === 0) return [];
  const wanted = names.flatMap((n, i) => [
    { i, name: n.name, plan: n.plan, option: n.option, frequency: n.frequency },
    ...(withFormer(n.name) === n.name
      ? []
      : [{ i, name: withFormer(n.name), plan: n.plan, option: n.option, frequency: n.frequency }]),
  ]);
  // `%` keeps what is at least pg_trgm.similarity_threshold alike: at MIN_OFFER, the index returns only plans
  // that could be offered, not every fund sharing a fund house's name.
  const rows = await sql.begin(async (tx) => {
    await tx`select set_config('pg_trgm.similarity_threshold', ${String(MIN_OFFER)}, true)`;
    return tx<Row[]>`
    with wanted as materialized (
      select w.i, cas_fund_words(w.name) as words, w.plan, w.option, w.frequency,
        regexp_replace(w.name, ${SEGREGATED_NOTE}, '', 'gi') ~* ${SEGREGATED} as segregated
      from unnest(${wanted.map((w) => w.i)}::int[], ${wanted.map((w) => w.name)}::text[],
        ${wanted.map((w) => w.plan)}::text[], ${wanted.map((w) => w.option)}::text[],
        ${wanted.map((w) => w.frequency)}::text[]) as w(i, name, plan, option, frequency)
    ),
    -- Materialised: inlined, the planner may put this trigram join on the inner side of a loop over plans and
    -- run it once per plan (minutes once the tables have statistics).
    hits as materialized (
      select w.i, p.scheme_code, similarity(p.cas_fund_words, w.words) as score
      from wanted w join plans p on p.cas_fund_words % w.words
      union all
      select w.i, m.scheme_code, similarity(m.cas_fund_words, w.words)
      from wanted w join scheme_master m on m.cas_fund_words % w.words
    )
    select h.i, p.scheme_code, p.display_name,
      case when w.option = 'IDCW Reinvestment' then coalesce(p.isin_reinvestment, p.isin_growth)
        else coalesce(p.isin_growth, p.isin_reinvestment) end as isin,
      max(h.score)::float8 as score,
      bool_or(p.option = w.option) as exact_option,
      coalesce(bool_or(s.last_nav_date >= ${asOf}::date - 30), false) as live,
      true as on_site, null::text as master_plan
    from hits h
    join wanted w on w.i = h.i
    join plans p on p.scheme_code = h.scheme_code
    left join plan_nav_stats s on s.scheme_code = p.scheme_code
    left join scheme_master launched on launched.scheme_code = p.scheme_code
    where (w.plan is null or p.plan_type = w.plan)
      and (regexp_replace(p.display_name || ' ' || p.raw_name, ${SEGREGATED_NOTE}, '', 'gi') ~* ${SEGREGATED}) = w.segregated
      and coalesce(launched.launch_date, s.first_nav_date, ${asOf}::date) <= ${asOf}::date
      and (p.option = w.option or (w.option like 'IDCW%' and p.option like 'IDCW%'))
      and p.idcw_frequency is not distinct from w.frequency
      and p.duplicate_of is null and not p.unclaimed
    group by h.i, p.scheme_code, p.display_name, w.option
    union all
    -- Schemes AMFI's scheme master lists and the site has no plan of (closed, or a segregated portfolio whose NAV
    -- is not published): the right answer for such a holding, offered as what it is, never given a NAV.
    select h.i, m.scheme_code, m.nav_name,
      case when w.option = 'IDCW Reinvestment' then coalesce(m.isins[2], m.isins[1]) else m.isins[1] end,
      max(h.score)::float8, null, false, false, m.plan_type
    from hits h
    join wanted w on w.i = h.i
    join scheme_master m on m.scheme_code = h.scheme_code
    where not exists (select from plans p where p.scheme_code = m.scheme_code)
      and (regexp_replace(m.scheme_name || ' ' || m.nav_name, ${SEGREGATED_NOTE}, '', 'gi') ~* ${SEGREGATED}) = w.segregated
      and coalesce(m.launch_date, ${asOf}::date) <= ${asOf}::date
    group by h.i, m.scheme_code, m.nav_name, m.isins, m.plan_type, w.option
    order by 1, 5 desc, 2`;
  });
  const byName = names.map(() => new Map<number, ScoredPlan>());
  for (const r of rows) {
    const name = names[r.i]!;
    const exactOption = r.on_site ? r.exact_option === true : masterAgrees(r, name)?.exactOption;
    if (exactOption === undefined) continue;
    const seen = byName[r.i]!.get(r.scheme_code);
    // Two readings of one name ("(erstwhile ...)" dropped or kept): the better score counts.
    if (!seen || r.score > seen.score)
      byName[r.i]!.set(r.scheme_code, {
        schemeCode: r.scheme_code,
        planName: r.display_name,
        isin: r.isin,
        score: r.score,
        exactOption,
        live: r.live,
        onSite: r.on_site,
      });
  }
  const stored = await storedNavs(sql, byName, navs);
  return byName.map((found, i) =>
    decidePlan([...found.values()], (code) => navVerdict(navs[i] ?? [], stored.get(code) ?? new Map())),
  );
}

/** The site's NAVs of every candidate on the dates the statement prints NAVs for: code -> date -> NAV. */
async function storedNavs(
  sql: Sql,
  byName: readonly ReadonlyMap<number, ScoredPlan>[],
  navs: readonly (readonly PrintedNav[])[],
): Promise<Map<number, Map<string, string>>> {
  const codes = new Set<number>();
  const dates = new Set<string>();
  byName.forEach((found, i) => {
    if (!navs[i]?.length) return;
    for (const p of found.values()) if (p.onSite) codes.add(p.schemeCode);
    for (const n of navs[i]!) dates.add(n.date);
  });
  const stored = new Map<number, Map<string, string>>();
  if (codes.size === 0 || dates.size === 0) return stored;
  const rows = await sql<{ scheme_code: number; nav_date: string; nav: string }[]>`
    select scheme_code, nav_date::text as nav_date, nav::text as nav from navs
    where scheme_code = any(${[...codes]}::int[]) and nav_date = any(${[...dates]}::date[])`;
  for (const r of rows) {
    if (!stored.has(r.scheme_code)) stored.set(r.scheme_code, new Map());
    stored.get(r.scheme_code)!.set(r.nav_date, r.nav);
  }
  return stored;
}
