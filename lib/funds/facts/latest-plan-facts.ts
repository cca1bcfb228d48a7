import type { Sql } from "postgres";
import type { FactSource } from "@/lib/api/schemas/dated-fact";
import type { FundOverview } from "@/lib/api/schemas/funds";
import { isStale } from "@/lib/funds/facts/fact-refresh";

export type PlanFacts = FundOverview["facts"];
export type DatedFact<T> = ({ value: T } & NonNullable<FactSource>) | null;

/** The date and source of a fact, without its value (for rows that carry the value flat beside it). */
export function factSourceOf(fact: DatedFact<unknown>): FactSource {
  return fact === null ? null : { as_of: fact.as_of, source: fact.source, stale: fact.stale };
}

/** The facts plan_fact_latest carries, each with its own date and source (view columns: name, name_as_of, name_source). */
const FACTS = {
  expense_ratio: { column: "expense_ratio", date: "expense_ratio_as_of", source: "expense_ratio_source" },
  aum: { column: "aum_cr", date: "aum_as_of", source: "aum_source" },
  exit_load: { column: "exit_load", date: "exit_load_as_of", source: "exit_load_source" },
  min_sip: { column: "min_sip::float8", date: "min_sip_as_of", source: "min_sip_source" },
  min_lumpsum: { column: "min_lumpsum::float8", date: "min_lumpsum_as_of", source: "min_lumpsum_source" },
  risk_level: { column: "risk_level", date: "risk_level_as_of", source: "risk_level_source" },
  benchmark: { column: "benchmark", date: "benchmark_as_of", source: "benchmark_source" },
  launch_date: {
    column: "to_char(launch_date, 'YYYY-MM-DD')",
    date: "launch_date_as_of",
    source: "launch_date_source",
  },
} as const satisfies Record<keyof PlanFacts, { column: string; date: string; source: string }>;

type FactName = keyof typeof FACTS;

/** A plan no source covers: every fact unknown. */
export const NO_PLAN_FACTS = Object.fromEntries(Object.keys(FACTS).map((name) => [name, null])) as PlanFacts;

/** The SQL list that reads every fact as a json object {value, as_of, source} (null when no source gives it). */
const FACT_COLUMNS = Object.entries(FACTS)
  .map(
    ([name, { column, date, source }]) =>
      `case when ${date} is null then null else json_build_object('value', ${column}, 'as_of', to_char(${date}, 'YYYY-MM-DD'), 'source', ${source}) end as ${name}`,
  )
  .join(",\n      ");

type RawFacts = Record<FactName, { value: unknown; as_of: string; source: string } | null>;

/** Adds `stale` to each fact, against today in India. */
function withStaleness(raw: RawFacts, today: string): PlanFacts {
  const facts: Record<string, DatedFact<unknown>> = {};
  for (const name of Object.keys(FACTS) as FactName[]) {
    const fact = raw[name];
    facts[name] = fact === null ? null : { ...fact, stale: isStale(name, fact.as_of, today) };
  }
  return facts as PlanFacts;
}

/** Each plan's facts from plan_fact_latest, by scheme code; a plan no source covers gets every fact null. */
export async function latestPlanFacts(
  sql: Sql,
  schemeCodes: readonly number[],
  today: string,
): Promise<Map<number, PlanFacts>> {
  const facts = new Map<number, PlanFacts>(schemeCodes.map((code) => [code, NO_PLAN_FACTS]));
  if (schemeCodes.length === 0) return facts;
  const rows = await sql<(RawFacts & { scheme_code: number })[]>`
    select scheme_code, ${sql.unsafe(FACT_COLUMNS)}
    from plan_fact_latest where scheme_code in ${sql(schemeCodes as number[])}`;
  for (const { scheme_code, ...raw } of rows) facts.set(scheme_code, withStaleness(raw, today));
  return facts;
}
