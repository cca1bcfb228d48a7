import type { Sql, TransactionSql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { PortfolioSummary, Transaction } from "@/lib/api/schemas/portfolio";
import { compareHoldings } from "@/lib/funds/compare/compare-holdings";
import { latestFundFigures } from "@/lib/funds/latest-fund-figures";
import { countedLedger, memberLedger, type LedgerRow } from "@/lib/portfolio/member-ledger";
import { pairOverlaps } from "@/lib/funds/compare/pair-overlaps";
import { ownFigures } from "@/lib/portfolio/own-figures";
import { priceTransaction } from "@/lib/portfolio/purchase-units";
import { lockMemberLedger } from "@/lib/portfolio/ledger-lock";
import {
  unitsHeld,
  valuePortfolio,
  type FundFacts,
  type PortfolioTransaction,
  type TransactionKind,
} from "@/lib/portfolio/portfolio-valuation";

type Row = Pick<LedgerRow, "id" | "scheme_code" | "kind" | "txn_date" | "nav" | "units" | "amount" | "own_figures">;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const toValuation = (r: Row): PortfolioTransaction => ({
  schemeCode: r.scheme_code,
  kind: r.kind,
  date: isoOf(r.txn_date),
  units: Number(r.units),
  amount: Number(r.amount),
  ownFigures: r.own_figures,
});

async function planNames(sql: Sql, codes: readonly number[]): Promise<Map<number, string>> {
  if (codes.length === 0) return new Map();
  const rows = await sql<
    { scheme_code: number; display_name: string }[]
  >`select scheme_code, display_name from plans where scheme_code in ${sql(codes as number[])}`;
  return new Map(rows.map((r) => [r.scheme_code, r.display_name]));
}

const transactionView = (r: LedgerRow, names: ReadonlyMap<number, string>): Transaction => ({
  id: r.id,
  scheme_code: r.scheme_code,
  plan_display_name: names.get(r.scheme_code) ?? null,
  kind: r.kind,
  date: isoOf(r.txn_date),
  nav: Number(r.nav),
  units: Number(r.units),
  amount: Number(r.amount),
  source: r.source,
  folio: r.folio,
  covered: r.covered,
  own_figures: r.own_figures,
});

export async function listTransactions(tx: TransactionSql, sql: Sql, userId: string): Promise<Transaction[]> {
  const rows = await memberLedger(tx, userId);
  const names = await planNames(sql, [...new Set(rows.map((r) => r.scheme_code))]);
  return rows.map((r) => transactionView(r, names));
}

export interface NewTransaction {
  scheme_code: number;
  kind: TransactionKind;
  date: string;
  amount?: number;
  units?: number;
  nav?: number;
}

/** Units, amount and NAV of a new transaction: at the site's NAV of its date, or from the member's own figures. */
async function priced(
  sql: Sql,
  input: NewTransaction,
): Promise<{ units: number; amount: number; nav: number; own: boolean }> {
  const [price] = await sql<{ nav: string; nav_date: Date }[]>`
    select nav::text, nav_date from navs where scheme_code = ${input.scheme_code} and nav_date <= ${input.date} order by nav_date desc limit 1`;
  const own = input.nav !== undefined || (input.amount !== undefined && input.units !== undefined);
  if (price) {
    if (own)
      throw new ApiError(
        "bad_request",
        `This fund has a NAV on ${isoOf(price.nav_date)}, on or before ${input.date}, and the transaction is priced at it: give either an amount or a number of units, without a price.`,
      );
    const nav = Number(price.nav);
    return { ...priceTransaction(input, nav), nav, own: false };
  }
  if (!own || input.units === undefined)
    throw new ApiError(
      "bad_request",
      `There is no NAV of this fund on or before ${input.date}: give the units and the price a unit (or the amount and the units) from your statement, and they are recorded as your own figures.`,
    );
  const figures = ownFigures({ ...input, units: input.units });
  if (!figures.ok) throw new ApiError("bad_request", figures.problem);
  return { units: figures.units, amount: figures.amount, nav: figures.nav, own: true };
}

/**
 * Records a transaction priced at the NAV of its date (or the last before it), or, before the site's first NAV of
 * the fund, at the member's own figures; a sale may not exceed the units held then. Answered as the list shows it.
 */
export async function addTransaction(
  tx: TransactionSql,
  sql: Sql,
  userId: string,
  input: NewTransaction,
  today: string,
): Promise<Transaction> {
  if (input.date > today) throw new ApiError("bad_request", "The date cannot be in the future.");
  const names = await planNames(sql, [input.scheme_code]);
  if (!names.has(input.scheme_code)) throw new ApiError("bad_request", "There is no fund with this scheme code.");
  const { units, amount, nav, own } = await priced(sql, input);
  // One member's transactions are recorded one at a time, so two sales cannot both spend the same units.
  await lockMemberLedger(tx, userId);
  if (input.kind === "sell") {
    const held = unitsHeld((await countedLedger(tx, userId)).map(toValuation), input.scheme_code, input.date);
    if (units > held + 1e-6)
      throw new ApiError(
        "bad_request",
        `You held ${held.toFixed(3)} units of this fund on ${input.date}, fewer than the ${units.toFixed(3)} units sold.`,
      );
  }
  const [row] = await tx<{ id: string }[]>`
    insert into portfolio_transactions (user_id, scheme_code, kind, txn_date, nav, units, amount, own_figures)
    values (${userId}, ${input.scheme_code}, ${input.kind}, ${input.date}, ${nav}, ${units}, ${amount}, ${own})
    returning id`;
  // Read back through the ledger, so `covered` is decided by the one rule the list uses.
  const [recorded] = await memberLedger(tx, userId, row!.id);
  return transactionView(recorded!, names);
}

export async function deleteTransaction(tx: TransactionSql, userId: string, id: string): Promise<{ id: string }> {
  await lockMemberLedger(tx, userId);
  const [row] = await tx<
    { id: string }[]
  >`delete from portfolio_transactions where id = ${id} and user_id = ${userId} returning id`;
  if (!row) throw new ApiError("not_found", "Transaction not found.");
  return row;
}

const allocationView = (list: { label: string; value: number; sharePct: number }[]) =>
  list.map((a) => ({ label: a.label, value: a.value, share_pct: a.sharePct }));

/**
 * Holdings valued on the latest NAVs, XIRR per fund and overall, allocation and (unless `overlaps` is false,
 * as for the dashboard, which does not show them) the overlap of the five largest holdings.
 */
export async function portfolioSummary(
  tx: TransactionSql,
  sql: Sql,
  userId: string,
  { overlaps = true } = {},
): Promise<PortfolioSummary> {
  const transactions = (await countedLedger(tx, userId)).map(toValuation);
  const byCode = await latestFundFigures(sql, [...new Set(transactions.map((t) => t.schemeCode))]);
  const factMap = new Map<number, FundFacts>(
    [...byCode].map(([code, f]) => [
      code,
      {
        name: f.plan_display_name,
        assetClass: f.asset_class,
        category: f.category,
        amc: f.amc_name,
        nav: f.nav,
        navDate: f.nav_date,
      },
    ]),
  );
  const valuation = valuePortfolio(transactions, factMap);
  const dayChange = valuation.holdings.reduce<number | null>((sum, h) => {
    const f = byCode.get(h.schemeCode)!;
    return f.previous_nav === null ? sum : (sum ?? 0) + h.units * (f.nav - f.previous_nav);
  }, null);
  const largest = valuation.holdings.slice(0, 5);
  const portfolios =
    overlaps && largest.length >= 2
      ? await compareHoldings(
          sql,
          largest.map((h) => h.schemeCode),
        )
      : [];
  return {
    invested: valuation.invested,
    current_value: valuation.currentValue,
    gain: valuation.gain,
    xirr_pct: valuation.xirrPct,
    day_change: dayChange,
    holdings: valuation.holdings.map((h) => {
      const f = byCode.get(h.schemeCode)!;
      return {
        scheme_code: h.schemeCode,
        plan_display_name: h.name,
        units: h.units,
        invested: h.invested,
        current_value: h.currentValue,
        gain: h.gain,
        xirr_pct: h.xirrPct,
        nav: f.nav,
        nav_date: f.nav_date,
        unverified_nav: f.unverified_nav,
        own_figures: h.ownFigures,
      };
    }),
    by_asset_class: allocationView(valuation.byAssetClass),
    by_category: allocationView(valuation.byCategory),
    by_amc: allocationView(valuation.byAmc),
    overlaps: pairOverlaps(portfolios).map((p) => ({
      a: p.a,
      b: p.b,
      overlap_pct: p.overlap.disclosed ? p.overlap.overlap_pct : null,
    })),
  };
}
