// UTI's IDCW declarations in one transaction: each row's fund matched by name, its class to one of that fund's
// plans (idcwPlanOf), and stored in idcw_declarations. A fund or class that matches nothing is reported by name.
import type { Sql, TransactionSql } from "postgres";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { matchStoredFunds } from "@/lib/ingest/fund-names/match-stored-funds";
import { UTI_IDCW_SOURCE } from "@/lib/ingest/scheme-attributes/attribute-sources";
import { idcwPlanOf, type IdcwPlanCandidate } from "@/lib/ingest/scheme-attributes/idcw-plan-match";
import { parseUtiIdcwFile, type UtiIdcwRow } from "@/lib/ingest/scheme-attributes/uti-idcw-file";

async function planNames(tx: TransactionSql, codes: readonly number[]): Promise<Map<number, IdcwPlanCandidate>> {
  const rows = await tx<{ scheme_code: number; display_name: string }[]>`
    select scheme_code, display_name from plans
    where scheme_code = any(${`{${codes.join(",")}}`}::int[]) and coalesce(option, 'IDCW Payout') <> 'Growth'`;
  return new Map(rows.map((row) => [row.scheme_code, { schemeCode: row.scheme_code, name: row.display_name }]));
}

interface Declaration {
  row: UtiIdcwRow;
  schemeCode: number;
}

async function writeDeclarations(tx: TransactionSql, importId: number, declarations: readonly Declaration[]) {
  const staged = declarations.map(({ row, schemeCode }) => ({
    scheme_code: schemeCode,
    record_date: row.recordDate,
    per_unit: row.perUnit,
    class_name: row.className,
  }));
  const [counts] = await tx<{ added: number; unchanged: number; revised: number }[]>`
    with s as (
      select * from jsonb_to_recordset(${tx.json(staged)}::jsonb)
        as r(scheme_code integer, record_date date, per_unit numeric, class_name text)
    ), written as (
      insert into idcw_declarations (scheme_code, record_date, per_unit, class_name, source, import_id)
      select scheme_code, record_date, per_unit, class_name, ${UTI_IDCW_SOURCE}, ${importId} from s
      on conflict (scheme_code, record_date, source) do update
        set per_unit = excluded.per_unit, class_name = excluded.class_name, import_id = excluded.import_id
      where idcw_declarations.per_unit is distinct from excluded.per_unit
      returning (xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as added,
           (select count(*) from s)::int - count(*)::int as unchanged,
           count(*) filter (where not inserted)::int as revised
    from written`;
  return counts!;
}

export async function importUtiIdcwFile(sql: Sql, file: FactFile): Promise<FactImportReport> {
  const parsed = parseUtiIdcwFile(file.bytes);
  if (!parsed.ok) return refusedFactFile("idcw", file, parsed.message);
  const { rows, asOf, problems } = parsed;
  // Two rows of one plan and record date with different amounts: the file contradicts itself.
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.schemeName}|${row.className}|${row.recordDate}`;
    if (seen.has(key) && seen.get(key) !== row.perUnit)
      return refusedFactFile("idcw", file, `${row.schemeName}, ${row.className}, ${row.recordDate}: two amounts`);
    seen.set(key, row.perUnit);
  }
  return importFactOnce(sql, {
    kind: "idcw",
    file,
    layout: "uti-idcw-declared",
    asOf,
    rows: rows.length,
    write: async (tx, importId) => {
      // Every row names its fund once a date: match one row per fund and class, then give every row its plan.
      const funds = await matchStoredFunds(
        tx,
        [...new Set(rows.map((row) => row.schemeName))].map((schemeName) => ({ asOf, amc: "UTI", schemeName })),
      );
      const fundCodes = new Map(funds.rows.map(({ row, codes }) => [row.schemeName, codes]));
      const plans = await planNames(tx, [...new Set(funds.rows.flatMap(({ codes }) => codes))]);
      const unmatched = [...funds.unmatched];
      const declarations: Declaration[] = [];
      const classPlan = new Map<string, number | null>();
      for (const row of rows) {
        const codes = fundCodes.get(row.schemeName) ?? [];
        if (codes.length === 0) continue;
        const key = `${row.schemeName} | ${row.className}`;
        if (!classPlan.has(key)) {
          const candidates = codes.flatMap((code) => (plans.has(code) ? [plans.get(code)!] : []));
          const code = idcwPlanOf(row.className, row.schemeName, candidates);
          classPlan.set(key, code);
          if (code === null) unmatched.push(`UTI | ${key}: no one IDCW plan of the fund has that name`);
        }
        const schemeCode = classPlan.get(key);
        if (schemeCode) declarations.push({ row, schemeCode });
      }
      const counts = await writeDeclarations(tx, importId, declarations);
      const plansMatched = new Set(declarations.map((d) => d.schemeCode)).size;
      const message = `${plansMatched} plans; ${rows.length - declarations.length} rows of unmatched funds or classes.${problems.length ? ` ${problems.join("; ")}.` : ""}`;
      return { matched: declarations.length, unmatched, counts, message };
    },
  });
}
