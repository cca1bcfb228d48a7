import Decimal from "decimal.js";
import type { Sql, TransactionSql } from "postgres";
import { fifoGains, type FifoResult, type HoldingHistory } from "@/lib/capital-gains/fifo-gains";
import type { SaleMatch } from "@/lib/capital-gains/gains-types";
import { GRANDFATHERING_NAV_DATE, taxClassOf } from "@/lib/capital-gains/tax-rules";
import { latestFundFigures, type LatestFundFigures } from "@/lib/funds/latest-fund-figures";
import { countedLedger, type LedgerRow } from "@/lib/portfolio/member-ledger";
import { netUnits } from "@/lib/portfolio/net-units";

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** Manual transactions have no folio; they form one holding per plan. */
const MANUAL_FOLIO = "manual";

/** The last NAV on or before 31-Jan-2018 (within a fortnight, as a holiday may precede it), per plan. */
async function navsOn31Jan2018(sql: Sql, codes: number[]): Promise<Map<number, Decimal>> {
  if (codes.length === 0) return new Map();
  const rows = await sql<{ scheme_code: number; nav: string }[]>`
    select distinct on (scheme_code) scheme_code, nav::text from navs
    where scheme_code in ${sql(codes)} and nav_date <= ${GRANDFATHERING_NAV_DATE} and nav_date >= date '2018-01-17'
    order by scheme_code, nav_date desc`;
  return new Map(rows.map((r) => [r.scheme_code, new Decimal(r.nav)]));
}

/** One folio's units of one plan: its transactions matched first in, first out, and the plan's latest figures. */
export interface FolioHolding {
  folio: string;
  facts: LatestFundFigures;
  taxClassReason: string;
  history: HoldingHistory;
  result: FifoResult;
  rows: LedgerRow[];
}

/** A folio's plan the site has no recent NAV for: left out of the holdings, with its units bought less sold. */
export interface UnpricedHolding {
  folio: string;
  schemeCode: number;
  units: Decimal;
}

export interface MemberLots {
  holdings: FolioHolding[];
  unpriced: UnpricedHolding[];
  /** Every sale matched to its lots, with the plan's name and the reason for its tax class. */
  matches: { m: SaleMatch; name: string; reason: string }[];
  notes: string[];
}

/**
 * The member's transactions grouped per folio and plan and matched first in, first out, with the 31-Jan-2018
 * NAV grandfathering needs: what the capital-gains report and the X-ray's switch plan both start from.
 */
export async function memberLots(tx: TransactionSql, sql: Sql, userId: string): Promise<MemberLots> {
  const ledger = await countedLedger(tx, userId);
  const codes = [...new Set(ledger.map((r) => r.scheme_code))];
  const [facts, fmv] = await Promise.all([latestFundFigures(sql, codes), navsOn31Jan2018(sql, codes)]);
  const groups = new Map<string, LedgerRow[]>();
  for (const r of ledger) {
    const key = `${r.folio ?? MANUAL_FOLIO}|${r.scheme_code}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const notes: string[] = [];
  const matches: MemberLots["matches"] = [];
  const holdings: FolioHolding[] = [];
  const unpriced: UnpricedHolding[] = [];
  for (const [key, rows] of groups) {
    const folio = key.split("|")[0]!;
    const code = rows[0]!.scheme_code;
    const f = facts.get(code);
    if (!f) {
      notes.push(`Plan ${code} (folio ${folio}) has no recent NAV on the site: left out of the report.`);
      unpriced.push({ folio, schemeCode: code, units: netUnits(rows) });
      continue;
    }
    const balance = rows.find((r) => r.statement_kind === "balance");
    if (balance)
      notes.push(
        `${f.plan_display_name} (folio ${folio}): imported from a statement of holdings on ${iso(balance.txn_date)}, which gives no purchase dates, so these units count as bought that day. Import a detailed statement for the real dates.`,
      );
    const { taxClass, reason } = taxClassOf({
      assetClass: f.asset_class,
      category: f.category,
      name: f.plan_display_name,
    });
    const history: HoldingHistory = {
      key: { folio, schemeCode: code, isin: f.isin, name: f.plan_display_name },
      taxClass,
      navOn31Jan2018: fmv.get(code) ?? null,
      events: rows.map((r) => ({
        date: iso(r.txn_date),
        direction: r.kind === "sell" ? "out" : "in",
        units: new Decimal(r.units),
        amount: new Decimal(r.amount),
        nav: new Decimal(r.nav),
        ownFigures: r.own_figures,
      })),
    };
    const result = fifoGains(history);
    if (result.unmatchedUnits.gt(0))
      notes.push(
        `${f.plan_display_name} (folio ${folio}): ${result.unmatchedUnits.toFixed(3)} units sold beyond the purchases recorded; their gain is not computed. Import an earlier statement.`,
      );
    matches.push(...result.matches.map((m) => ({ m, name: f.plan_display_name, reason })));
    holdings.push({ folio, facts: f, taxClassReason: reason, history, result, rows });
  }
  return { holdings, unpriced, matches, notes };
}
