import type { Sql, TransactionSql } from "postgres";
import type { CasScheme } from "@/lib/cas/cas-statement";
import { ApiError } from "@/lib/api/api-error";
import { KNOWN_RENAMES } from "@/lib/cas/resolve/known-renames";
import { printedNavs } from "@/lib/cas/resolve/nav-evidence";
import { readPrintedName } from "@/lib/cas/resolve/printed-name";
import { matchSchemeNames, type NameCandidate } from "@/lib/cas/resolve/scheme-name-match";

/** `nav`: the name fits several plans, and the NAVs the statement prints are those of this one only. */
export type ResolvedBy = "isin" | "amfi" | "registrar" | "name" | "nav" | "pick";
export type Resolution =
  | {
      ok: true;
      schemeCode: number;
      planName: string;
      by: ResolvedBy;
      candidates: NameCandidate[];
      /** True for a scheme known only from AMFI's scheme master: identified, but the site has no NAV of it. */
      offSite?: boolean;
    }
  | { ok: false; reason: string; candidates: NameCandidate[] };

/** The member's choice among the candidates of a name that fits more than one plan: scheme index -> AMFI code. */
export type PlanPicks = ReadonlyMap<number, number>;

interface PlanRow {
  scheme_code: number;
  display_name: string;
  isin_growth: string | null;
  isin_reinvestment: string | null;
  on_site: boolean;
}

/**
 * The app's plan for each scheme of a statement, by the first key that gives one: the printed ISIN, the AMFI code,
 * the registrar's code (as this member's earlier statements or another line of this one resolved it), then the
 * name (matched in SQL as of the statement's date `asOf`). A name that fits more than one plan is unresolved with its
 * candidates, unless the member picked one of them (`picks`); a pick that is not a candidate is refused.
 */
export async function resolveSchemes(
  sql: Sql,
  tx: TransactionSql,
  schemes: readonly CasScheme[],
  asOf: string,
  picks: PlanPicks = new Map(),
): Promise<Resolution[]> {
  const isins = [...new Set(schemes.map((s) => s.isin).filter((i): i is string => i !== null))];
  const byIsin = new Map<string, PlanRow>();
  if (isins.length > 0) {
    const rows = await sql<PlanRow[]>`
      select scheme_code, display_name, isin_growth, isin_reinvestment, true as on_site from plans
      where isin_growth in ${sql(isins)} or isin_reinvestment in ${sql(isins)}`;
    for (const r of rows) for (const i of [r.isin_growth, r.isin_reinvestment]) if (i) byIsin.set(i, r);
    const master = await sql<{ scheme_code: number; isins: string[]; nav_name: string }[]>`
      select scheme_code, isins, nav_name from scheme_master where isins && ${isins}::text[]`;
    const codes = master
      .map((m) => m.scheme_code)
      .filter((c) => ![...byIsin.values()].some((p) => p.scheme_code === c));
    if (codes.length > 0) {
      const plans = new Map(
        (
          await sql<
            PlanRow[]
          >`select scheme_code, display_name, isin_growth, isin_reinvestment, true as on_site from plans where scheme_code in ${sql(codes)}`
        ).map((p) => [p.scheme_code, p]),
      );
      // A scheme the site has no plan of (closed, or a segregated portfolio without NAVs) is still identified.
      const known = (m: (typeof master)[number]): PlanRow =>
        plans.get(m.scheme_code) ?? {
          scheme_code: m.scheme_code,
          display_name: m.nav_name,
          isin_growth: m.isins[0] ?? null,
          isin_reinvestment: m.isins[1] ?? null,
          on_site: false,
        };
      for (const m of master) for (const i of m.isins) if (!byIsin.has(i)) byIsin.set(i, known(m));
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
    if (plan?.on_site && s.rtaCode) byRegistrarCode.set(s.rtaCode, plan.scheme_code);
  }
  const renames = [
    ...KNOWN_RENAMES,
    ...schemes.filter((s) => s.formerName).map((s) => [s.formerName!, s.name] as const),
  ];
  const planNames = new Map<number, string>();
  const planName = async (code: number) => {
    if (!planNames.has(code)) {
      const [row] = await sql<{ display_name: string }[]>`select display_name from plans where scheme_code = ${code}`;
      if (row) planNames.set(code, row.display_name);
    }
    return planNames.get(code) ?? null;
  };

  const results: (Resolution | null)[] = [];
  for (const s of schemes) {
    const isinPlan = s.isin ? byIsin.get(s.isin) : undefined;
    if (isinPlan) {
      results.push({
        ok: true,
        schemeCode: isinPlan.scheme_code,
        planName: isinPlan.display_name,
        by: "isin",
        candidates: [],
        offSite: !isinPlan.on_site,
      });
      continue;
    }
    const keyed: [number | undefined, ResolvedBy][] = [
      [s.amfiCode ?? undefined, "amfi"],
      [s.rtaCode ? byRegistrarCode.get(s.rtaCode) : undefined, "registrar"],
    ];
    const hit = keyed.find(([code]) => code !== undefined);
    const name = hit ? await planName(hit[0]!) : null;
    results.push(hit && name ? { ok: true, schemeCode: hit[0]!, planName: name, by: hit[1], candidates: [] } : null);
  }
  const byName = results.flatMap((r, i) => (r === null ? [i] : []));
  const matches = await matchSchemeNames(
    sql,
    byName.map((i) => readPrintedName(schemes[i]!.name, renames)),
    asOf,
    byName.map((i) => printedNavs(schemes[i]!)),
  );
  byName.forEach((i, n) => {
    const match = matches[n]!;
    const candidates = match.kind === "ambiguous" ? match.candidates : [];
    const pick = picks.get(i);
    const picked = pick === undefined ? undefined : candidates.find((c) => c.schemeCode === pick);
    if (pick !== undefined && !picked)
      throw new ApiError(
        "bad_request",
        `The plan chosen for "${schemes[i]!.name}" (AMFI code ${pick}) is not one of the plans its name fits.`,
      );
    results[i] = picked
      ? {
          ok: true,
          schemeCode: picked.schemeCode,
          planName: picked.planName,
          by: "pick",
          candidates,
          offSite: !picked.onSite,
        }
      : match.kind === "match"
        ? {
            ok: true,
            schemeCode: match.candidate.schemeCode,
            planName: match.candidate.planName,
            by: match.by,
            candidates,
            offSite: !match.candidate.onSite,
          }
        : {
            ok: false,
            candidates,
            reason:
              match.kind === "ambiguous"
                ? "the name does not settle the plan: choose one of its candidates"
                : schemes[i]!.isin
                  ? `no plan with ISIN ${schemes[i]!.isin}, and the name matches none closely enough`
                  : "the name matches no plan closely enough",
          };
  });
  for (const i of picks.keys()) {
    const result = results[i];
    if (!result?.ok || result.by !== "pick")
      throw new ApiError("bad_request", `Scheme ${i + 1} of the statement has no choice of plan to make.`);
  }
  return results as Resolution[];
}
