import Decimal from "decimal.js";
import type { TransactionSql } from "postgres";
import type { CasStatement } from "@/lib/cas/cas-statement";
import type { SchemePlan } from "@/lib/cas/import/statement-plan";
import { groupIndianDigits } from "@/lib/format/indian-digits";
import { netUnits } from "@/lib/portfolio/net-units";
import type { TransactionKind } from "@/lib/portfolio/portfolio-valuation";

/** Units as a statement prints them (three places at least), grouped the Indian way: 1,00,000.000. */
function printedUnits(units: Decimal): string {
  const [integer, fraction] = units.abs().toFixed(Math.max(3, units.decimalPlaces())).split(".");
  return `${units.isNegative() ? "-" : ""}${groupIndianDigits(integer!)}.${fraction}`;
}

const ASK =
  "Import a detailed statement from your first purchase (ask CAMS or KFintech for the period from 01-Jan-1990), or an earlier one first.";

/**
 * Why a detailed statement's scheme may not be imported because of its opening balance, or null when it may.
 * Units held before the statement's period have no purchase date or cost in it: they are accepted only when the
 * member's earlier imports of the folio and plan hold exactly those units before `from` (else the holding, its
 * value and its gains would be false).
 */
export function openingBlock(opening: string | null, from: string | null, heldBefore: Decimal): string | null {
  const units = new Decimal(opening ?? "0");
  if (units.lte(0) || heldBefore.eq(units)) return null;
  const start = `opening balance not explained: the statement starts${from ? ` on ${from}` : ""} with ${printedUnits(units)} units held before it`;
  if (heldBefore.lt(units))
    return `${start}, and your earlier imports have ${printedUnits(heldBefore)} of them; their purchase dates and cost are not in this statement. ${ASK}`;
  return `${start}, but your earlier imports have ${printedUnits(heldBefore)} units of this folio and plan before that date; they do not agree. Check those imports, or import a detailed statement from your first purchase (ask CAMS or KFintech for the period from 01-Jan-1990).`;
}

const key = (folio: string, schemeCode: number) => `${folio}|${schemeCode}`;

interface Movement {
  folio: string;
  scheme_code: number;
  kind: TransactionKind;
  units: string;
}

/** The units of the member's statement transactions of each folio and plan dated before `from`. */
export async function statementUnitsBefore(
  tx: TransactionSql,
  folios: readonly string[],
  from: string,
): Promise<Map<string, Decimal>> {
  if (folios.length === 0) return new Map();
  const rows = await tx<Movement[]>`
    select folio, scheme_code, kind, sum(units)::text as units from portfolio_transactions
    where source = 'statement' and txn_date < ${from}::date and folio in ${tx(folios as string[])}
    group by folio, scheme_code, kind`;
  const byPlan = new Map<string, Movement[]>();
  for (const r of rows)
    byPlan.set(key(r.folio, r.scheme_code), [...(byPlan.get(key(r.folio, r.scheme_code)) ?? []), r]);
  return new Map([...byPlan].map(([plan, movements]) => [plan, netUnits(movements)]));
}

/** Blocks each scheme of a detailed statement whose opening balance the member's earlier imports do not explain. */
export async function checkOpenings(
  tx: TransactionSql,
  statement: CasStatement,
  plans: readonly SchemePlan[],
): Promise<SchemePlan[]> {
  const open = (p: SchemePlan) => p.blocked === null && p.resolution.ok && new Decimal(p.scheme.opening ?? "0").gt(0);
  if (statement.layout !== "detailed" || !plans.some(open)) return [...plans];
  // A period whose start was not read explains nothing: no earlier import can be shown to come before it.
  const held =
    statement.from === null
      ? new Map<string, Decimal>()
      : await statementUnitsBefore(tx, [...new Set(plans.filter(open).map((p) => p.folio))], statement.from);
  return plans.map((p) => {
    if (!open(p) || !p.resolution.ok) return p;
    const before = held.get(key(p.folio, p.resolution.schemeCode)) ?? new Decimal(0);
    return { ...p, blocked: openingBlock(p.scheme.opening, statement.from, before) };
  });
}
