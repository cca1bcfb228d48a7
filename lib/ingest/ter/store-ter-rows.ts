import type { TransactionSql } from "postgres";
import type { TerRow } from "@/lib/ingest/ter/ter-row-schema";

export const TER_SOURCE = "AMFI TER";

export interface TerMatch {
  /** Rows whose fund name matched a fund of the scheme master. */
  matched: number;
  /** The distinct names that matched none, sorted. */
  unmatched: string[];
}

/** Which rows' fund names (by fundKey) are funds of the stored scheme master. */
export async function matchTerRows(tx: TransactionSql, rows: readonly (TerRow & { key: string })[]): Promise<TerMatch> {
  const keys = [...new Set(rows.map((row) => row.key))];
  const known = new Set(
    (
      await tx<
        { fund_key: string }[]
      >`select distinct fund_key from scheme_master where fund_key = any(${keys}::text[])`
    ).map((row) => row.fund_key),
  );
  const unmatched = new Set<string>();
  let matched = 0;
  for (const row of rows) {
    if (known.has(row.key)) matched++;
    else unmatched.add(row.name);
  }
  return { matched, unmatched: [...unmatched].sort() };
}

/**
 * Every dated TER as a fact of the plans of its fund: the Regular TER for the master's Regular plans, the Direct
 * TER for its Direct plans (plans the app lists). One value a fund a day: the file's last row for that day wins
 * (the tracker's history can change twice in a day).
 */
export async function storeTerFacts(
  tx: TransactionSql,
  rows: readonly (TerRow & { key: string })[],
): Promise<{ added: number; unchanged: number; revised: number }> {
  const byFundDay = new Map<
    string,
    { fund_key: string; as_of: string; regular: number | null; direct: number | null }
  >();
  for (const row of rows)
    byFundDay.set(`${row.key}\u0000${row.date}`, {
      fund_key: row.key,
      as_of: row.date,
      regular: row.regular,
      direct: row.direct,
    });
  const [counts] = await tx<{ total: number; added: number; revised: number }[]>`
    with ter as (
      select * from jsonb_to_recordset(${tx.json([...byFundDay.values()]) as never}::jsonb)
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
  return { added, revised, unchanged: total - added - revised };
}
