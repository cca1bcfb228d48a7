// The database side of an AUM import, inside the caller's transaction: fund-level rows into fund_aum, and
// the same figure (with the feed's riskometer and benchmark) into plan_facts for every plan of each
// matched fund. Rows go in as one JSON document through a staging table dropped at commit.
import type { TransactionSql } from "postgres";
import type { FundAumRow } from "@/lib/ingest/aum/aum-row-schemas";
import { fundKey } from "@/lib/ingest/fund-names/fund-key";

/** What plan_facts.source and fund_aum.source say for every AUM layout (the feed is their common origin). */
export const AUM_SOURCE_NAME = "AMFI fund performance (AUM)";

export interface MatchedAumRow {
  row: FundAumRow;
  /** The plans the row's fund has; empty when its name matched no fund. */
  codes: readonly number[];
}

export interface AumWriteCounts {
  /** Fund-level rows new to the store, stored before with the same figure, and stored with another. */
  added: number;
  unchanged: number;
  revised: number;
  /** plan_facts rows written or changed. */
  planFacts: number;
}

const STAGE = "fund_aum_stage";

export async function writeFundAum(
  tx: TransactionSql,
  importId: number,
  rows: readonly MatchedAumRow[],
  givesRiskAndBenchmark: boolean,
): Promise<AumWriteCounts> {
  const staged = rows.map(({ row, codes }) => ({
    fund_key: fundKey(row.schemeName),
    scheme_name: row.schemeName,
    amc: row.amc,
    category: row.category,
    sub_category: row.subCategory,
    as_of: row.asOf,
    aum_cr: row.aumCr,
    risk_level: row.riskLevel ?? null,
    benchmark: row.benchmark ?? null,
    scheme_codes: codes,
  }));
  await tx`
    create temp table ${tx(STAGE)} on commit drop as
    select * from jsonb_to_recordset(${tx.json(staged)}::jsonb) as r(
      fund_key text, scheme_name text, amc text, category text, sub_category text, as_of date,
      aum_cr double precision, risk_level text, benchmark text, scheme_codes integer[])`;

  // A revision is a changed figure or a changed set of plans; a layout that names no AMC or category keeps
  // those another layout gave.
  const same = "row(s.aum_cr, s.scheme_codes) is not distinct from row(f.aum_cr, f.scheme_codes)";
  const [counts] = await tx.unsafe<Omit<AumWriteCounts, "planFacts">[]>(
    `select count(*) filter (where f.fund_key is null)::int as added,
            count(*) filter (where f.fund_key is not null and ${same})::int as unchanged,
            count(*) filter (where f.fund_key is not null and not (${same}))::int as revised
     from ${STAGE} s left join fund_aum f on f.source = $1 and f.as_of = s.as_of and f.fund_key = s.fund_key
     where s.aum_cr is not null`,
    [AUM_SOURCE_NAME],
  );
  await tx.unsafe(
    `insert into fund_aum (source, as_of, fund_key, scheme_name, amc, category, sub_category, aum_cr, scheme_codes, import_id)
     select $1, as_of, fund_key, scheme_name, amc, category, sub_category, aum_cr, scheme_codes, $2
     from ${STAGE} where aum_cr is not null
     on conflict (source, as_of, fund_key) do update set scheme_name = excluded.scheme_name,
       amc = coalesce(excluded.amc, fund_aum.amc), category = coalesce(excluded.category, fund_aum.category),
       sub_category = coalesce(excluded.sub_category, fund_aum.sub_category), aum_cr = excluded.aum_cr,
       scheme_codes = excluded.scheme_codes, import_id = excluded.import_id
     where row(fund_aum.aum_cr, fund_aum.scheme_codes) is distinct from row(excluded.aum_cr, excluded.scheme_codes)`,
    [AUM_SOURCE_NAME, importId],
  );

  // A layout without a riskometer or benchmark leaves the stored ones of the same date and source alone.
  const facts = givesRiskAndBenchmark ? ["aum_cr", "risk_level", "benchmark"] : ["aum_cr"];
  const written = await tx.unsafe(
    `insert into plan_facts (scheme_code, as_of, source, ${facts.join(", ")})
     select code, s.as_of, $1, ${facts.map((c) => `s.${c}`).join(", ")}
     from ${STAGE} s cross join lateral unnest(s.scheme_codes) as code
     where coalesce(${facts.map((c) => `s.${c}::text`).join(", ")}) is not null
     on conflict (scheme_code, as_of, source) do update set ${facts.map((c) => `${c} = excluded.${c}`).join(", ")}
     where row(${facts.map((c) => `plan_facts.${c}`).join(", ")}) is distinct from row(${facts.map((c) => `excluded.${c}`).join(", ")})`,
    [AUM_SOURCE_NAME],
  );
  return { ...counts!, planFacts: written.count };
}
