import type { TransactionSql } from "postgres";
import type { MasterRow } from "@/lib/ingest/scheme-master/master-row-schema";

export const MASTER_SOURCE = "AMFI scheme master";

const COLUMNS = `scheme_code int, amc text, scheme_name text, scheme_type text, category text, nav_name text,
  plan_type text, min_amount_text text, min_amount_rupees numeric, launch_date date, closure_date date,
  isins text[], fund_key text`;
const COMPARED = `amc, scheme_name, scheme_type, category, nav_name, plan_type, min_amount_text, min_amount_rupees,
  launch_date, closure_date, isins, fund_key`;

function asRecords(rows: readonly MasterRow[]) {
  return rows.map((row) => ({
    scheme_code: row.schemeCode,
    amc: row.amc,
    scheme_name: row.schemeName,
    scheme_type: row.schemeType,
    category: row.category,
    nav_name: row.navName,
    plan_type: row.planType,
    min_amount_text: row.minAmountText,
    min_amount_rupees: row.minAmountRupees,
    launch_date: row.launchDate,
    closure_date: row.closureDate,
    isins: row.isins,
    fund_key: row.fundKey,
  }));
}

/**
 * Upserts the master's rows (codes it no longer lists keep their rows: a code stays listed) and returns how
 * many were new, changed and the same.
 */
export async function storeMasterRows(
  tx: TransactionSql,
  rows: readonly MasterRow[],
  importId: number,
): Promise<{ added: number; unchanged: number; revised: number }> {
  const [counts] = await tx.unsafe<{ added: number; revised: number }[]>(
    `with incoming as (select * from jsonb_to_recordset($1::jsonb) as r(${COLUMNS})),
    previous as (select s.* from scheme_master s join incoming using (scheme_code)),
    written as (
      insert into scheme_master (scheme_code, ${COMPARED}, import_id)
      select scheme_code, ${COMPARED}, $2 from incoming
      on conflict (scheme_code) do update set
        ${COMPARED.split(",")
          .map((c) => `${c.trim()} = excluded.${c.trim()}`)
          .join(", ")}, import_id = excluded.import_id
      returning scheme_code
    )
    select count(*) filter (where p.scheme_code is null)::int as added,
      count(*) filter (where p.scheme_code is not null and (${prefixed("p")}) is distinct from (${prefixed("i")}))::int as revised
    from incoming i left join previous p using (scheme_code)`,
    [tx.json(asRecords(rows)) as never, importId],
  );
  const added = counts!.added;
  const revised = counts!.revised;
  return { added, revised, unchanged: rows.length - added - revised };
}

function prefixed(alias: string): string {
  return COMPARED.split(",")
    .map((c) => `${alias}.${c.trim()}`)
    .join(", ");
}

/** The master's launch date and minimum lump sum as facts of the app's plans; returns the codes that are plans. */
export async function storeMasterFacts(
  tx: TransactionSql,
  rows: readonly MasterRow[],
  asOf: string,
): Promise<Set<number>> {
  const codes = rows.map((row) => row.schemeCode);
  await tx`
    insert into plan_facts (scheme_code, as_of, source, launch_date, min_lumpsum)
    select m.scheme_code, ${asOf}::date, ${MASTER_SOURCE}, m.launch_date, m.min_amount_rupees
    from scheme_master m join plans p using (scheme_code)
    where m.scheme_code = any(${codes}::int[]) and (m.launch_date is not null or m.min_amount_rupees is not null)
    on conflict (scheme_code, as_of, source) do update set
      launch_date = excluded.launch_date, min_lumpsum = excluded.min_lumpsum`;
  const plans = await tx<{ scheme_code: number }[]>`
    select scheme_code from plans where scheme_code = any(${codes}::int[])`;
  return new Set(plans.map((plan) => plan.scheme_code));
}
