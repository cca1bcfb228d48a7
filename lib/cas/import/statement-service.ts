import type { Sql, TransactionSql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { UploadInput } from "@/lib/api/handle-statement-upload";
import type { StatementImport, StatementPreview } from "@/lib/api/schemas/portfolio-statements";
import type { CasStatement } from "@/lib/cas/cas-statement";
import { countPresent, mergeStatement, presentIdentities, type ImportChoice } from "@/lib/cas/import/merge-statement";
import { planStatement, statementSchemes, type SchemePlan } from "@/lib/cas/import/statement-plan";
import { resolveSchemes } from "@/lib/cas/resolve/resolve-schemes";

async function plansOf(tx: TransactionSql, sql: Sql, statement: CasStatement): Promise<SchemePlan[]> {
  const resolutions = await resolveSchemes(
    sql,
    tx,
    statementSchemes(statement).map((s) => s.scheme),
  );
  return planStatement(statement, resolutions);
}

/** What importing the statement would do, scheme by scheme; nothing is saved. */
export function previewStatement({ statement, sql, asMember }: UploadInput): Promise<StatementPreview> {
  return asMember(async (tx) => {
    const plans = await plansOf(tx, sql, statement);
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
  return asMember(async (tx) => {
    const plans = await plansOf(tx, sql, statement);
    const merged = await mergeStatement(tx, userId, statement, plans, choice as ImportChoice);
    return {
      added: merged.added,
      already_present: merged.alreadyPresent,
      schemes_imported: merged.schemesImported,
      schemes_skipped: merged.schemesSkipped,
    };
  });
}
