import type { Sql, TransactionSql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { UploadInput } from "@/lib/api/handle-statement-upload";
import { statementPicks, type StatementImport, type StatementPreview } from "@/lib/api/schemas/portfolio-statements";
import type { CasStatement } from "@/lib/cas/cas-statement";
import { countPresent, mergeStatement, presentIdentities, type ImportChoice } from "@/lib/cas/import/merge-statement";
import { checkOpenings } from "@/lib/cas/import/opening-balance";
import { planStatement, statementSchemes, type SchemePlan } from "@/lib/cas/import/statement-plan";
import { resolveSchemes, type PlanPicks } from "@/lib/cas/resolve/resolve-schemes";
import { lockMemberLedger } from "@/lib/portfolio/ledger-lock";

/** The member's picks among a name's candidate plans; bad text is refused before anything is read. */
function picksOf(fields: ReadonlyMap<string, string>): PlanPicks {
  const text = fields.get("picks");
  if (text === undefined || text === "") return new Map();
  const parsed = statementPicks.safeParse(text);
  if (!parsed.success) throw new ApiError("bad_request", parsed.error.issues[0]!.message);
  return parsed.data;
}

async function plansOf(tx: TransactionSql, sql: Sql, statement: CasStatement, picks: PlanPicks): Promise<SchemePlan[]> {
  const resolutions = await resolveSchemes(
    sql,
    tx,
    statementSchemes(statement).map((s) => s.scheme),
    statement.to,
    picks,
  );
  return checkOpenings(tx, statement, planStatement(statement, resolutions));
}

/** What importing the statement would do, scheme by scheme; nothing is saved. */
export function previewStatement({ statement, sql, asMember, fields }: UploadInput): Promise<StatementPreview> {
  const picks = picksOf(fields);
  return asMember(async (tx) => {
    const plans = await plansOf(tx, sql, statement, picks);
    const present = await presentIdentities(tx, [...new Set(plans.map((p) => p.folio))]);
    return {
      layout: statement.layout,
      from: statement.from,
      to: statement.to,
      schemes: plans.map((p) => ({
        folio: p.folio,
        amc: p.amc,
        name: p.scheme.name,
        former_name: p.scheme.formerName,
        rta_code: p.scheme.rtaCode,
        isin: p.scheme.isin,
        registrar: p.scheme.registrar,
        scheme_code: p.resolution.ok ? p.resolution.schemeCode : null,
        plan_display_name: p.resolution.ok ? p.resolution.planName : null,
        resolved_by: p.resolution.ok ? p.resolution.by : null,
        candidates: p.resolution.candidates.map((c) => ({
          scheme_code: c.schemeCode,
          plan_display_name: c.planName,
          isin: c.isin,
          score: c.score,
        })),
        opening_units: p.scheme.opening,
        closing_units: p.scheme.closing,
        nav: p.scheme.nav,
        nav_date: p.scheme.navDate,
        value: p.scheme.value,
        rows: p.scheme.rows.length,
        unit_transactions: p.units.transactions.length,
        other_rows: p.units.otherRows,
        reversed_pairs: p.units.reversedPairs,
        already_imported: countPresent(p, present),
        checks: p.checks,
        problems: [...p.scheme.problems, ...p.units.problems],
        blocked: p.blocked,
      })),
    };
  });
}

const CHOICES: readonly ImportChoice[] = ["all", "valid"];

/** Imports the statement (every scheme, or with `valid` the schemes that pass); a second import adds nothing. */
export function importStatement({ statement, sql, asMember, userId, fields }: UploadInput): Promise<StatementImport> {
  const choice = fields.get("choice") ?? "all";
  if (!CHOICES.includes(choice as ImportChoice))
    throw new ApiError("bad_request", "Field 'choice' must be 'all' or 'valid'.");
  const picks = picksOf(fields);
  return asMember(async (tx) => {
    // Before the plans are made: their checks read the member's earlier imports, which must not change until this
    // import is written.
    await lockMemberLedger(tx, userId);
    const plans = await plansOf(tx, sql, statement, picks);
    const merged = await mergeStatement(tx, userId, statement, plans, choice as ImportChoice);
    return {
      added: merged.added,
      already_present: merged.alreadyPresent,
      schemes_imported: merged.schemesImported,
      schemes_skipped: merged.schemesSkipped,
    };
  });
}
