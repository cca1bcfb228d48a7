import type { CasScheme, CasStatement } from "@/lib/cas/cas-statement";
import { schemeChecks, type Check } from "@/lib/cas/import/scheme-checks";
import { holdingUnits, schemeUnits, type SchemeUnits } from "@/lib/cas/import/statement-units";
import type { Resolution } from "@/lib/cas/resolve/resolve-schemes";

/** What importing one scheme of a statement would do, and whether it may. */
export interface SchemePlan {
  folio: string;
  amc: string | null;
  scheme: CasScheme;
  resolution: Resolution;
  units: SchemeUnits;
  checks: Check[];
  /** Null when the scheme may be imported; else why not (a failed check, no plan, rows that do not add up). */
  blocked: string | null;
}

/** Why a scheme identified in AMFI's scheme master only is not imported: the site has no NAV to value it with. */
export const notOnSite = (planName: string, schemeCode: number) =>
  `not on the site: ${planName} (AMFI code ${schemeCode}) is in AMFI's scheme master, but the site has no NAV of it (a closed scheme, or a segregated portfolio whose NAV is not published)`;

/** Every scheme of the statement in order, flattened out of its folios. */
export const statementSchemes = (statement: CasStatement) =>
  statement.folios.flatMap((f) => f.schemes.map((scheme) => ({ folio: f.folio, amc: f.amc, scheme })));

/** Pairs each scheme with its resolution (same order as statementSchemes), its unit movements and checks. */
export function planStatement(statement: CasStatement, resolutions: readonly Resolution[]): SchemePlan[] {
  return statementSchemes(statement).map(({ folio, amc, scheme }, i) => {
    const resolution = resolutions[i]!;
    const units = statement.layout === "detailed" ? schemeUnits(scheme) : holdingUnits(scheme, statement.to);
    const checks = schemeChecks({ ...scheme, problems: [...scheme.problems, ...units.problems] });
    const failed = checks.filter((c) => !c.ok);
    const blocked = !resolution.ok
      ? `not resolved: ${resolution.reason}`
      : resolution.offSite
        ? notOnSite(resolution.planName, resolution.schemeCode)
        : failed.length > 0
          ? `failed check: ${failed.map((c) => c.detail).join("; ")}`
          : null;
    return { folio, amc, scheme, resolution, units, checks, blocked };
  });
}
