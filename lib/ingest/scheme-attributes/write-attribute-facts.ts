// Scheme-attribute facts into plan_facts, inside the caller's transaction: one row per plan, date and source,
// holding the facts the file gives (a fact it does not give stays null in that row; plan_fact_latest takes each
// fact from the latest row that has it). Rows go in as one JSON document.
import type { TransactionSql } from "postgres";

/** The plan_facts columns a scheme-attribute file can give. */
export const ATTRIBUTE_FACTS = ["risk_level", "benchmark", "exit_load", "min_sip", "aum_cr", "expense_ratio"] as const;
export type AttributeFact = (typeof ATTRIBUTE_FACTS)[number];

export interface AttributeFactRow {
  schemeCode: number;
  asOf: string;
  facts: Partial<Record<AttributeFact, string | number | null>>;
}

export interface WriteCounts {
  added: number;
  unchanged: number;
  revised: number;
}

const STAGE = "attribute_facts_stage";

export async function writeAttributeFacts(
  tx: TransactionSql,
  source: string,
  rows: readonly AttributeFactRow[],
): Promise<WriteCounts> {
  const staged = rows
    .filter((row) => ATTRIBUTE_FACTS.some((fact) => row.facts[fact] !== undefined && row.facts[fact] !== null))
    .map((row) => ({
      scheme_code: row.schemeCode,
      as_of: row.asOf,
      ...Object.fromEntries(ATTRIBUTE_FACTS.map((fact) => [fact, row.facts[fact] ?? null])),
    }));
  if (staged.length === 0) return { added: 0, unchanged: 0, revised: 0 };
  await tx`
    create temp table ${tx(STAGE)} on commit drop as
    select * from jsonb_to_recordset(${tx.json(staged)}::jsonb) as r(
      scheme_code integer, as_of date, risk_level text, benchmark text, exit_load text, min_sip numeric,
      aum_cr double precision, expense_ratio double precision)`;
  const columns = ATTRIBUTE_FACTS.join(", ");
  const same = `row(${ATTRIBUTE_FACTS.map((c) => `s.${c}`).join(", ")}) is not distinct from row(${ATTRIBUTE_FACTS.map((c) => `f.${c}`).join(", ")})`;
  const [counts] = await tx.unsafe<WriteCounts[]>(
    `select count(*) filter (where f.scheme_code is null)::int as added,
            count(*) filter (where f.scheme_code is not null and ${same})::int as unchanged,
            count(*) filter (where f.scheme_code is not null and not (${same}))::int as revised
     from ${STAGE} s left join plan_facts f on f.scheme_code = s.scheme_code and f.as_of = s.as_of and f.source = $1`,
    [source],
  );
  // A plan whose benchmark this file gives or changes has its comparison recomputed by the same run's refresh.
  await tx.unsafe(
    `with written as (
       insert into plan_facts (scheme_code, as_of, source, ${columns})
       select scheme_code, as_of, $1, ${columns} from ${STAGE}
       on conflict (scheme_code, as_of, source) do update set ${ATTRIBUTE_FACTS.map((c) => `${c} = excluded.${c}`).join(", ")}
       where row(${ATTRIBUTE_FACTS.map((c) => `plan_facts.${c}`).join(", ")}) is distinct from row(${ATTRIBUTE_FACTS.map((c) => `excluded.${c}`).join(", ")})
       returning scheme_code, benchmark
     )
     insert into metrics_pending (scheme_code) select distinct scheme_code from written where benchmark is not null
     on conflict (scheme_code) do update set since = now()`,
    [source],
  );
  await tx.unsafe(`drop table ${STAGE}`);
  return counts!;
}
