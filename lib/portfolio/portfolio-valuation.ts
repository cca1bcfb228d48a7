import { isoToDay } from "@/lib/metrics/day-number";
import { xirr, type Cashflow } from "@/lib/metrics/xirr";

export const TRANSACTION_KINDS = ["buy", "sip", "sell"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export interface PortfolioTransaction {
  schemeCode: number;
  kind: TransactionKind;
  /** YYYY-MM-DD */
  date: string;
  units: number;
  /** Rupees paid (buy, SIP) or received (sell). */
  amount: number;
  /** Units and price the member gave for a date before the site's first NAV of the fund. */
  ownFigures?: boolean;
}

export interface FundFacts {
  name: string;
  assetClass: string | null;
  category: string | null;
  amc: string;
  nav: number;
  navDate: string;
}

export interface FundHolding {
  schemeCode: number;
  name: string;
  units: number;
  /** What the units still held cost (average-cost method: a sale takes its share of the cost with it). */
  invested: number;
  currentValue: number;
  gain: number;
  /** Percent a year over the fund's own flows and today's value; null when not computable. */
  xirrPct: number | null;
  /** Some of its transactions are at the member's own figures (dates before the site's NAV history). */
  ownFigures: boolean;
}

export interface Allocation {
  label: string;
  value: number;
  sharePct: number;
}

export interface PortfolioValuation {
  holdings: FundHolding[];
  invested: number;
  currentValue: number;
  gain: number;
  xirrPct: number | null;
  byAssetClass: Allocation[];
  byCategory: Allocation[];
  byAmc: Allocation[];
}

const toPct = (rate: number | null) => (rate === null ? null : rate * 100);

function allocation(holdings: readonly { label: string; value: number }[]): Allocation[] {
  const total = holdings.reduce((sum, h) => sum + h.value, 0);
  const grouped = new Map<string, number>();
  for (const h of holdings) grouped.set(h.label, (grouped.get(h.label) ?? 0) + h.value);
  return [...grouped]
    .map(([label, value]) => ({ label, value, sharePct: total > 0 ? (value / total) * 100 : 0 }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

/**
 * Values a member's transactions on each fund's latest NAV. Transactions are applied in date order;
 * a fund fully sold drops out of the holdings but its flows still count in the overall XIRR.
 */
export function valuePortfolio(
  transactions: readonly PortfolioTransaction[],
  facts: ReadonlyMap<number, FundFacts>,
): PortfolioValuation {
  const byFund = new Map<number, PortfolioTransaction[]>();
  for (const t of [...transactions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    byFund.set(t.schemeCode, [...(byFund.get(t.schemeCode) ?? []), t]);
  }
  const holdings: FundHolding[] = [];
  const allFlows: Cashflow[] = [];
  for (const [schemeCode, list] of byFund) {
    const fact = facts.get(schemeCode);
    if (!fact) continue;
    let units = 0;
    let cost = 0;
    const flows: Cashflow[] = [];
    for (const t of list) {
      if (t.kind === "sell") {
        const share = units > 0 ? Math.min(1, t.units / units) : 0;
        cost -= cost * share;
        units = Math.max(0, units - t.units);
        flows.push({ day: isoToDay(t.date), amount: t.amount });
      } else {
        units += t.units;
        cost += t.amount;
        flows.push({ day: isoToDay(t.date), amount: -t.amount });
      }
    }
    const currentValue = units * fact.nav;
    const terminal = { day: isoToDay(fact.navDate), amount: currentValue };
    allFlows.push(...flows, terminal);
    if (units <= 1e-9) continue;
    holdings.push({
      schemeCode,
      name: fact.name,
      units,
      invested: cost,
      currentValue,
      gain: currentValue - cost,
      xirrPct: toPct(xirr([...flows, terminal])),
      ownFigures: list.some((t) => t.ownFigures === true),
    });
  }
  const invested = holdings.reduce((sum, h) => sum + h.invested, 0);
  const currentValue = holdings.reduce((sum, h) => sum + h.currentValue, 0);
  const labelled = (pick: (f: FundFacts) => string | null) =>
    holdings.map((h) => ({ label: pick(facts.get(h.schemeCode)!) ?? "Not classified", value: h.currentValue }));
  return {
    holdings: holdings.sort((a, b) => b.currentValue - a.currentValue),
    invested,
    currentValue,
    gain: currentValue - invested,
    xirrPct: toPct(xirr(allFlows.filter((f) => f.amount !== 0))),
    byAssetClass: allocation(labelled((f) => f.assetClass)),
    byCategory: allocation(labelled((f) => f.category)),
    byAmc: allocation(labelled((f) => f.amc)),
  };
}

/** Units held of one fund on a date (transactions on that date included), to refuse selling more than is held. */
export function unitsHeld(transactions: readonly PortfolioTransaction[], schemeCode: number, onDate: string): number {
  return transactions
    .filter((t) => t.schemeCode === schemeCode && t.date <= onDate)
    .reduce((units, t) => units + (t.kind === "sell" ? -t.units : t.units), 0);
}
