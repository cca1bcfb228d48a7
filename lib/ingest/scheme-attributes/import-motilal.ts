// Motilal Oswal's website scheme data in one transaction: each scheme found by the AMFI codes its returns[]
// name (else by its name), its facts written to plan_facts for every plan of the fund (the expense ratio by
// plan type: it is the site's own figure, stored under the site's source beside AMFI's), and its managers to
// fund_managers. A scheme that reaches no fund, or two, is reported.
import type { Sql, TransactionSql } from "postgres";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { matchStoredFunds } from "@/lib/ingest/fund-names/match-stored-funds";
import { MOTILAL_SOURCE } from "@/lib/ingest/scheme-attributes/attribute-sources";
import { parseMotilalSchemeData, type MotilalScheme } from "@/lib/ingest/scheme-attributes/motilal-scheme-data";
import { writeAttributeFacts, type AttributeFactRow } from "@/lib/ingest/scheme-attributes/write-attribute-facts";

interface PlanRow {
  scheme_code: number;
  scheme_id: number;
  plan_type: string | null;
}

const codesLiteral = (codes: readonly number[]) => `{${codes.join(",")}}`;

async function plansOfFundsWith(tx: TransactionSql, codes: readonly number[]): Promise<PlanRow[]> {
  return [
    ...(await tx<PlanRow[]>`
      select scheme_code, scheme_id, plan_type from plans where scheme_id in (
        select scheme_id from plans where scheme_code = any(${codesLiteral(codes)}::int[]))`),
  ];
}

function factRows(scheme: MotilalScheme, plans: readonly PlanRow[]): AttributeFactRow[] {
  const asOf = scheme.asOf!;
  const { regular, direct } = scheme.expenseRatio;
  // A single-plan fund (an ETF) is given the one figure the site states, whichever plan it files it under.
  const single = plans.length === 1 && (regular === null) !== (direct === null) ? (regular ?? direct) : null;
  const rows: AttributeFactRow[] = plans.map((plan) => {
    // The NAV file's plan type, else the one the site's own plan list gives the plan's AMFI code.
    const type = plan.plan_type ?? scheme.planTypes.get(plan.scheme_code) ?? null;
    return {
      schemeCode: plan.scheme_code,
      asOf,
      facts: {
        risk_level: scheme.riskLevel,
        benchmark: scheme.benchmark,
        exit_load: scheme.exitLoad,
        min_sip: scheme.minSip,
        expense_ratio: single ?? (type === "Regular" ? regular : type === "Direct" ? direct : null),
        // The AUM below, when it is of this date.
        aum_cr: scheme.aum && scheme.aum.asOf === asOf ? scheme.aum.crore : null,
      },
    };
  });
  if (scheme.aum && scheme.aum.asOf !== asOf)
    for (const plan of plans)
      rows.push({ schemeCode: plan.scheme_code, asOf: scheme.aum.asOf, facts: { aum_cr: scheme.aum.crore } });
  return rows;
}

async function writeManagers(tx: TransactionSql, schemeId: number, scheme: MotilalScheme): Promise<void> {
  if (scheme.managers.length === 0) return;
  const rows = scheme.managers.map((m) => ({ name: m.name, managing_since: m.managingSince }));
  await tx`
    insert into fund_managers (scheme_id, as_of, name, managing_since, source)
    select ${schemeId}, ${scheme.asOf}::date, name, managing_since, ${MOTILAL_SOURCE}
    from jsonb_to_recordset(${tx.json(rows)}::jsonb) as r(name text, managing_since date)
    on conflict (scheme_id, as_of, name) do update set managing_since = excluded.managing_since, source = excluded.source`;
}

export async function importMotilalFile(sql: Sql, file: FactFile): Promise<FactImportReport> {
  const parsed = parseMotilalSchemeData(file.bytes);
  if (!parsed.ok) return refusedFactFile("scheme-data", file, parsed.message);
  const schemes = parsed.schemes.filter((s) => s.asOf !== null);
  const undated = parsed.schemes.filter((s) => s.asOf === null).map((s) => `${s.schemeName}: no returns date`);
  const asOf = schemes.reduce<string | null>((a, s) => (!a || s.asOf! > a ? s.asOf : a), null);
  return importFactOnce(sql, {
    kind: "scheme-data",
    file,
    layout: "motilal-website-json",
    asOf,
    rows: parsed.schemes.length,
    write: async (tx) => {
      const unmatched = [...undated];
      const problems = [...parsed.problems];
      const byName = await matchStoredFunds(
        tx,
        schemes.map((s) => ({ asOf: s.asOf!, amc: "Motilal Oswal", schemeName: s.schemeName })),
      );
      const facts: AttributeFactRow[] = [];
      let matched = 0;
      for (const [i, scheme] of schemes.entries()) {
        let plans = scheme.amfiCodes.length ? await plansOfFundsWith(tx, scheme.amfiCodes) : [];
        if (plans.length === 0 && byName.rows[i]!.codes.length)
          plans = await plansOfFundsWith(tx, byName.rows[i]!.codes);
        const funds = new Set(plans.map((p) => p.scheme_id));
        if (funds.size !== 1) {
          const codes = scheme.amfiCodes.join(", ") || "none";
          unmatched.push(
            `Motilal Oswal | ${scheme.schemeName}: ${funds.size ? "its AMFI codes are in several funds" : `no fund of that name or AMFI code (${codes})`}`,
          );
          continue;
        }
        matched++;
        facts.push(...factRows(scheme, plans));
        await writeManagers(tx, plans[0]!.scheme_id, scheme);
        problems.push(...scheme.problems.map((p) => `${scheme.schemeName}: ${p}`));
      }
      const counts = await writeAttributeFacts(tx, MOTILAL_SOURCE, facts);
      const message = problems.length ? `${problems.length} facts not taken: ${problems.join("; ")}.` : undefined;
      return { matched, unmatched, counts, ...(message ? { message } : {}) };
    },
  });
}
