import type { TransactionSql } from "postgres";
import { planTers } from "@/lib/ingest/ter/plan-ters";
import type { TerRow } from "@/lib/ingest/ter/ter-row-schema";

export const TER_SOURCE = "AMFI TER";

type KeyedTerRow = TerRow & { key: string };

export interface TerMatch {
  /** Rows whose fund name matched a fund of the scheme master. */
  matched: number;
  /** The distinct names that matched none, sorted. */
  unmatched: string[];
}

/**
 * The scheme master's funds among these keys, each with whether it is a single-plan fund: its codes are all of
 * one plan type (an ETF has one code), so the file's one TER is its TER whichever column holds it.
 */
export async function masterFunds(tx: TransactionSql, keys: readonly string[]): Promise<Map<string, boolean>> {
  const rows = await tx<{ fund_key: string; single_plan: boolean }[]>`
    select fund_key, count(distinct coalesce(plan_type, '')) = 1 as single_plan
    from scheme_master where fund_key = any(${[...new Set(keys)]}::text[]) group by fund_key`;
  return new Map(rows.map((row) => [row.fund_key, row.single_plan]));
}

/** Which rows' fund names (by key) are funds of the stored scheme master. */
export function matchTerRows(rows: readonly KeyedTerRow[], funds: ReadonlyMap<string, boolean>): TerMatch {
  const unmatched = new Set<string>();
  let matched = 0;
  for (const row of rows) {
    if (funds.has(row.key)) matched++;
    else unmatched.add(row.name);
  }
  return { matched, unmatched: [...unmatched].sort() };
}

/**
 * Every dated TER as a fact of the plans of its fund: the Regular TER for the master's Regular plans, the Direct
 * TER for its Direct plans (plans the app lists), a single-plan fund's one TER for its plan, never a 0
 * (planTers). One value a fund a day: the file's last row for that day wins (the tracker's history can change
 * twice in a day). `ambiguous` counts fund-days of a single-plan fund with two different TERs, not stored.
 */
export async function storeTerFacts(
  tx: TransactionSql,
  rows: readonly KeyedTerRow[],
  funds: ReadonlyMap<string, boolean>,
): Promise<{ added: number; unchanged: number; revised: number; ambiguous: string[] }> {
  const byFundDay = new Map<
    string,
    { fund_key: string; name: string; as_of: string; regular: number | null; direct: number | null }
  >();
  for (const row of rows)
    byFundDay.set(`${row.key}\u0000${row.date}`, {
      fund_key: row.key,
      name: row.name,
      as_of: row.date,
      regular: row.regular,
      direct: row.direct,
    });
  const ambiguous = new Set<string>();
  const values = [...byFundDay.values()].flatMap(({ name, ...day }) => {
    const single = funds.get(day.fund_key);
    if (single === undefined) return [];
    const ters = planTers(day, single);
    if (ters.ambiguous) ambiguous.add(`${name} (${day.as_of})`);
    return ters.regular === null && ters.direct === null
      ? []
      : [{ ...day, regular: ters.regular, direct: ters.direct }];
  });
  const [counts] = await tx<{ total: number; added: number; revised: number }[]>`
    with ter as (
      select * from jsonb_to_recordset(${tx.json(values) as never}::jsonb)
        as t(fund_key text, as_of date, regular float8, direct float8)
    ),
    incoming as (
      select m.scheme_code, ter.as_of,
        case m.plan_type when 'Direct' then ter.direct else ter.regular end as expense_ratio
      from ter
      join scheme_master m on m.fund_key = ter.fund_key
      join plans p on p.scheme_code = m.scheme_code
    ),
    written as (
      insert into plan_facts (scheme_code, as_of, source, expense_ratio)
      select scheme_code, as_of, ${TER_SOURCE}, expense_ratio from incoming where expense_ratio is not null
      on conflict (scheme_code, as_of, source) do update set expense_ratio = excluded.expense_ratio
        where plan_facts.expense_ratio is distinct from excluded.expense_ratio
      returning (xmax = 0) as added
    )
    select (select count(*)::int from incoming where expense_ratio is not null) as total,
      count(*) filter (where added)::int as added, count(*) filter (where not added)::int as revised
    from written`;
  const { total, added, revised } = counts!;
  return { added, revised, unchanged: total - added - revised, ambiguous: [...ambiguous].sort() };
}
