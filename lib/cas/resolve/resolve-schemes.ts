import type { Sql, TransactionSql } from "postgres";
import type { CasScheme } from "@/lib/cas/cas-statement";
import { KNOWN_RENAMES } from "@/lib/cas/resolve/known-renames";
import { matchSchemeName, type NameCandidate } from "@/lib/cas/resolve/scheme-name-match";

export type ResolvedBy = "isin" | "amfi" | "registrar" | "name";
export type Resolution =
  { ok: true; schemeCode: number; planName: string; by: ResolvedBy } | { ok: false; reason: string };

interface PlanRow {
  scheme_code: number;
  display_name: string;
  isin_growth: string | null;
  isin_reinvestment: string | null;
}

async function nameCandidates(sql: Sql): Promise<NameCandidate[]> {
  const rows = await sql<{ scheme_code: number; names: string[]; isins: string[] }[]>`
    select coalesce(m.scheme_code, p.scheme_code) as scheme_code,
      array_remove(array[m.nav_name, m.scheme_name || ' - ' || m.nav_name, p.display_name, p.raw_name], null) as names,
      coalesce(nullif(m.isins, '{}'), array_remove(array[p.isin_growth, p.isin_reinvestment], null)) as isins
    from scheme_master m full join plans p on p.scheme_code = m.scheme_code`;
  return rows.map((r) => ({ schemeCode: r.scheme_code, names: r.names, isins: r.isins }));
}

/**
 * The app's plan for each scheme of a statement, by the first key that gives one: the printed ISIN, the AMFI code,
 * the registrar's code (as this member's earlier statements or another line of this one resolved it), then the
 * name. A scheme that maps to no plan with NAVs on the site is unresolved, with the reason.
 */
export async function resolveSchemes(
  sql: Sql,
  tx: TransactionSql,
  schemes: readonly CasScheme[],
): Promise<Resolution[]> {
  const isins = [...new Set(schemes.map((s) => s.isin).filter((i): i is string => i !== null))];
  const byIsin = new Map<string, PlanRow>();
  if (isins.length > 0) {
    const rows = await sql<PlanRow[]>`
      select scheme_code, display_name, isin_growth, isin_reinvestment from plans
      where isin_growth in ${sql(isins)} or isin_reinvestment in ${sql(isins)}`;
    for (const r of rows) for (const i of [r.isin_growth, r.isin_reinvestment]) if (i) byIsin.set(i, r);
    const master = await sql<{ scheme_code: number; isins: string[] }[]>`
      select scheme_code, isins from scheme_master where isins && ${isins}::text[]`;
    const codes = master
      .map((m) => m.scheme_code)
      .filter((c) => ![...byIsin.values()].some((p) => p.scheme_code === c));
    if (codes.length > 0) {
      const plans = new Map(
        (
          await sql<
            PlanRow[]
          >`select scheme_code, display_name, isin_growth, isin_reinvestment from plans where scheme_code in ${sql(codes)}`
        ).map((p) => [p.scheme_code, p]),
      );
      for (const m of master)
        for (const i of m.isins)
          if (!byIsin.has(i) && plans.has(m.scheme_code)) byIsin.set(i, plans.get(m.scheme_code)!);
    }
  }
  const codes = [...new Set(schemes.map((s) => s.rtaCode).filter((c): c is string => c !== null))];
  const byRegistrarCode = new Map<string, number>();
  if (codes.length > 0) {
    // The member's own earlier imports, under their row-level security.
    const earlier = await tx<{ rta_code: string; scheme_code: number }[]>`
      select distinct rta_code, scheme_code from portfolio_transactions where rta_code in ${tx(codes)}`;
    for (const e of earlier) byRegistrarCode.set(e.rta_code, e.scheme_code);
  }
  for (const s of schemes) {
    const plan = s.isin ? byIsin.get(s.isin) : undefined;
    if (plan && s.rtaCode) byRegistrarCode.set(s.rtaCode, plan.scheme_code);
  }
  const renames = [
    ...KNOWN_RENAMES,
    ...schemes.filter((s) => s.formerName).map((s) => [s.formerName!, s.name] as const),
  ];
  let candidates: NameCandidate[] | null = null;
  const planNames = new Map<number, string>();
  const planName = async (code: number) => {
    if (!planNames.has(code)) {
      const [row] = await sql<{ display_name: string }[]>`select display_name from plans where scheme_code = ${code}`;
      if (row) planNames.set(code, row.display_name);
    }
    return planNames.get(code) ?? null;
  };

  const results: Resolution[] = [];
  for (const s of schemes) {
    const isinPlan = s.isin ? byIsin.get(s.isin) : undefined;
    if (isinPlan) {
      results.push({ ok: true, schemeCode: isinPlan.scheme_code, planName: isinPlan.display_name, by: "isin" });
      continue;
    }
    const keyed: [number | undefined, ResolvedBy][] = [
      [s.amfiCode ?? undefined, "amfi"],
      [s.rtaCode ? byRegistrarCode.get(s.rtaCode) : undefined, "registrar"],
    ];
    const hit = keyed.find(([code]) => code !== undefined);
    if (hit) {
      const name = await planName(hit[0]!);
      if (name) {
        results.push({ ok: true, schemeCode: hit[0]!, planName: name, by: hit[1] });
        continue;
      }
    }
    candidates ??= await nameCandidates(sql);
    const match = matchSchemeName(s.name, candidates, renames);
    const name = match ? await planName(match.schemeCode) : null;
    if (match && name) results.push({ ok: true, schemeCode: match.schemeCode, planName: name, by: "name" });
    else
      results.push({
        ok: false,
        reason: match
          ? `resolved to AMFI code ${match.schemeCode}, but the site has no NAVs for it`
          : s.isin
            ? `no plan with ISIN ${s.isin}, and the name matches none closely enough`
            : "the name matches no plan closely enough",
      });
  }
  return results;
}
