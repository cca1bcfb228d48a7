import type { Sql } from "postgres";
import type { PrintedName } from "@/lib/cas/resolve/printed-name";

/** A plan a printed name may mean, with how alike the fund words are (pg_trgm similarity, 0..1). */
export interface NameCandidate {
  schemeCode: number;
  planName: string;
  /** The ISIN of the option printed: the reinvestment ISIN for a reinvest option where the plan has one. */
  isin: string | null;
  score: number;
}

export type NameMatch =
  { kind: "match"; candidate: NameCandidate } | { kind: "ambiguous"; candidates: NameCandidate[] } | { kind: "none" };

interface Row {
  i: number;
  scheme_code: number;
  display_name: string;
  isin: string | null;
  score: number;
  exact_option: boolean;
  live: boolean;
}

/** Similarity a plan's fund words must reach, and lead the next plan by, for the name alone to pick it. */
const MIN_SCORE = 0.6;
const MIN_LEAD = 0.05;
/**
 * A segregated portfolio ("... Segregated Portfolio 1", "(Segregated - 17022020)") is a holding of its own; a main
 * portfolio's note of how many it has ("(No. of Segregated Portfolios-2)") is not one.
 */
const SEGREGATED = String.raw`\msegregated\M`;
const SEGREGATED_NOTE = String.raw`\([^)]*\m(no|number|has)\M[^)]*segregated[^)]*\)`;
/** A plan less alike than this is not offered to the member: below it for the best, the name matches nothing. */
const MIN_OFFER = 0.5;
/** Candidates shown to the member when a name stays ambiguous. */
const SHOWN = 5;

/** Where "(erstwhile ...)" tells a segregated portfolio apart rather than an old name: the note kept as words. */
const withFormer = (name: string) => name.replace(/\((?:formerly|erstwhile|previously)([^)]*)\)/gi, " $1 ");

/**
 * The plans each printed name may mean, found in SQL on trigram indexes of the fund words of the plans' names
 * (the site's and AMFI's scheme master's, which keeps names from before a rename): only plans of the printed plan
 * type, option (any IDCW option for an IDCW name, the printed one ranked first) and IDCW frequency, and not
 * marked a duplicate, segregated portfolio only for a segregated portfolio, launched by `asOf` (the statement's date).
 * Ties go to the exact option, then to the live plan (a NAV within 30 days before `asOf`).
 */
export async function matchSchemeNames(sql: Sql, names: readonly PrintedName[], asOf: string): Promise<NameMatch[]> {
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
      coalesce(bool_or(s.last_nav_date >= ${asOf}::date - 30), false) as live
    from hits h
    join wanted w on w.i = h.i
    join plans p on p.scheme_code = h.scheme_code
    left join plan_nav_stats s on s.scheme_code = p.scheme_code
    left join scheme_master launched on launched.scheme_code = p.scheme_code
    where p.plan_type = w.plan
      and (regexp_replace(p.display_name || ' ' || p.raw_name, ${SEGREGATED_NOTE}, '', 'gi') ~* ${SEGREGATED}) = w.segregated
      and coalesce(launched.launch_date, s.first_nav_date, ${asOf}::date) <= ${asOf}::date
      and (p.option = w.option or (w.option like 'IDCW%' and p.option like 'IDCW%'))
      and p.idcw_frequency is not distinct from w.frequency
      and p.duplicate_of is null and not p.unclaimed
    group by h.i, p.scheme_code, p.display_name, w.option
    order by h.i, score desc, exact_option desc, live desc, p.scheme_code`;
  });
  const byName = names.map(() => new Map<number, Row>());
  for (const r of rows) {
    const seen = byName[r.i]!.get(r.scheme_code);
    // Two readings of one name ("(erstwhile ...)" dropped or kept): the better score counts.
    if (!seen || r.score > seen.score) byName[r.i]!.set(r.scheme_code, r);
  }
  return byName.map((found) => decide([...found.values()]));
}

const rank = (a: Row, b: Row) =>
  b.score - a.score || Number(b.exact_option) - Number(a.exact_option) || Number(b.live) - Number(a.live);

function decide(rows: Row[]): NameMatch {
  rows.sort(rank);
  const [first, second] = rows;
  if (!first) return { kind: "none" };
  const candidate = (r: Row): NameCandidate => ({
    schemeCode: r.scheme_code,
    planName: r.display_name,
    isin: r.isin,
    score: Math.round(r.score * 1000) / 1000,
  });
  const leads =
    !second ||
    first.score - second.score >= MIN_LEAD ||
    // An equal score is settled by the printed option, then by the live plan.
    (first.score === second.score && rank(first, second) < 0);
  if (first.score >= MIN_SCORE && leads) return { kind: "match", candidate: candidate(first) };
  if (first.score < MIN_OFFER) return { kind: "none" };
  return {
    kind: "ambiguous",
    candidates: rows
      .filter((r) => r.score >= MIN_OFFER)
      .slice(0, SHOWN)
      .map(candidate),
  };
}
