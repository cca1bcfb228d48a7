import { ASSET_CLASSES, type AssetClassKey } from "@/lib/xray/asset-class";
import { GOVERNMENT_OF_INDIA } from "@/lib/xray/debt-issuer";
import { ASSET_CLASS_INDEX, preparedPortfolio, type PreparedPosition } from "@/lib/xray/prepared-portfolio";
import { LISTED_SECURITIES, WIDELY_HELD_FUNDS, type SecurityList } from "@/lib/xray/listed-securities";
import type { XrayFundInput } from "@/lib/xray/xray-types";

const TOP_SECURITIES = 10;

export interface ThroughFund {
  scheme_code: number;
  /** The security's weight in that fund, percent of its net assets (its lines added up). */
  weight_pct: number;
  value: number;
}

export interface XraySecurity {
  /** "isin:<ISIN>", or "fund:<code>:<name>" for a line without an ISIN, which is never joined to another fund's. */
  key: string;
  name: string;
  isin: string | null;
  sector: string | null;
  asset_class: AssetClassKey;
  value: number;
  share_pct: number;
  funds: ThroughFund[];
  widely_held: boolean;
}

/** A security held through WIDELY_HELD_FUNDS or more funds, listed or not, without its per-fund breakdown. */
export interface WidelyHeld {
  key: string;
  name: string;
  isin: string | null;
  value: number;
  share_pct: number;
  fund_count: number;
}

export interface Slice {
  label: string;
  value: number;
  share_pct: number;
}

export interface AssetClassSlice extends Slice {
  key: AssetClassKey;
}

export interface DebtIssuer extends Slice {
  key: string;
  scheme_codes: number[];
}

export interface XrayFund {
  scheme_code: number;
  name: string;
  fund_house: string;
  value: number;
  share_pct: number;
  /** The portfolio the look-through used; null when the fund has disclosed none. */
  disclosure: { as_of: string; source: string; weight_total_pct: number } | null;
}

export interface LookThrough {
  total_value: number;
  covered_value: number;
  /** Percent of the value whose fund has a disclosed portfolio; null for an empty portfolio. */
  covered_pct: number | null;
  funds: XrayFund[];
  /** Largest first: the LISTED_SECURITIES largest, or all of them when asked for. */
  securities: XraySecurity[];
  /** How many securities the list leaves out (distinct_securities less those listed). */
  securities_left_out: number;
  /** Every security held through WIDELY_HELD_FUNDS or more funds, largest first, listed or not. */
  widely_held: WidelyHeld[];
  sectors: Slice[];
  asset_classes: AssetClassSlice[];
  debt_issuers: DebtIssuer[];
  fund_houses: Slice[];
  concentration: { top10_pct: number | null; distinct_securities: number };
  not_disclosed: { value: number; share_pct: number | null; scheme_codes: number[] };
}

export const OUTSIDE_SECTORS = "Outside any sector (cash, hedges, not itemised)";
export const NOT_DISCLOSED = "Not disclosed (funds without a portfolio)";

const compareText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const byValue = <T extends { value: number; label?: string; name?: string }>(x: T, y: T) =>
  y.value - x.value || compareText(x.label ?? x.name ?? "", y.label ?? y.name ?? "");

/** The same scheme entered twice is one holding of the two amounts (its first name and portfolio). */
function mergedHoldings(funds: readonly XrayFundInput[]): XrayFundInput[] {
  const byCode = new Map<number, XrayFundInput>();
  for (const fund of funds) {
    const known = byCode.get(fund.schemeCode);
    if (known) known.value += fund.value;
    else byCode.set(fund.schemeCode, { ...fund });
  }
  return [...byCode.values()];
}

function add(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

const NOT_ITEMISED = ASSET_CLASS_INDEX.get("not-itemised")!;
const NOT_DISCLOSED_CLASS = ASSET_CLASS_INDEX.get("not-disclosed")!;

/** A security's exposure through every fund while the look-through adds it up. */
interface Held {
  value: number;
  /** Its largest exposure through one fund, and that fund's position (name, sector, class). */
  largest: number;
  line: PreparedPosition;
  funds: number;
}

/**
 * The listed securities with their per-fund breakdown, built in a second pass over the funds' positions so that
 * the securities left out cost no breakdown at all. Each fund's exposure is the first pass's product, to the bit.
 */
function breakdowns(
  holdings: readonly XrayFundInput[],
  shown: readonly Held[],
  share: (value: number) => number,
): XraySecurity[] {
  const byKey = new Map<string, XraySecurity>();
  const list = shown.map((held): XraySecurity => {
    const security: XraySecurity = {
      key: held.line.key,
      name: held.line.name,
      isin: held.line.isin,
      sector: held.line.sector,
      asset_class: held.line.assetClass,
      value: held.value,
      share_pct: share(held.value),
      funds: [],
      widely_held: held.funds >= WIDELY_HELD_FUNDS,
    };
    byKey.set(security.key, security);
    return security;
  });
  for (const fund of holdings) {
    if (!fund.portfolio) continue;
    for (const position of preparedPortfolio(fund.portfolio, fund.schemeCode).positions) {
      const security = byKey.get(position.key);
      if (security)
        security.funds.push({
          scheme_code: fund.schemeCode,
          weight_pct: position.weight,
          value: (fund.value * position.weight) / 100,
        });
    }
  }
  for (const security of list) security.funds.sort((x, y) => y.value - x.value || x.scheme_code - y.scheme_code);
  return list;
}

/**
 * What the holdings come to through each fund's latest disclosed portfolio: a line of weight w in a fund
 * worth V is worth V x w / 100. Securities are joined across funds by ISIN only; cash, TREPS and net
 * receivables (no ISIN) count in their asset class and are no security; a non-cash line without an ISIN is a
 * security of its fund alone. Weights are taken as disclosed: what they leave short of 100 (or add over it)
 * is the "not itemised" class, never spread over the lines. A fund without a portfolio is one "not
 * disclosed" slice of its whole value. Shares are percent of the whole holding's value, so every breakdown
 * adds up to 100 with its "not disclosed" slice. Only the `listed` largest securities get their per-fund breakdown
 * (the rest are counted, and called out when widely held).
 */
export function lookThrough(input: readonly XrayFundInput[], listed: SecurityList = "largest"): LookThrough {
  const holdings = mergedHoldings(input.filter((fund) => Number.isFinite(fund.value) && fund.value > 0));
  const total = holdings.reduce((sum, fund) => sum + fund.value, 0);
  const share = (value: number) => (total > 0 ? (value / total) * 100 : 0);

  // Each security's exposure, its fund count and its largest line (whose name, sector and class it takes).
  const securities = new Map<string, Held>();
  const sectors = new Map<string, number>();
  const classes = new Float64Array(ASSET_CLASSES.length);
  const classSeen = new Uint8Array(ASSET_CLASSES.length);
  const issuers = new Map<string, { value: number; codes: Set<number>; name: string; largest: number }>();
  const houses = new Map<string, number>();
  let covered = 0;
  const undisclosed: number[] = [];

  for (const fund of holdings) {
    add(houses, fund.fundHouse, fund.value);
    if (!fund.portfolio) {
      undisclosed.push(fund.schemeCode);
      classes[NOT_DISCLOSED_CLASS] = classes[NOT_DISCLOSED_CLASS]! + fund.value;
      classSeen[NOT_DISCLOSED_CLASS] = 1;
      continue;
    }
    covered += fund.value;
    const { weights, classes: lineClasses, itemised, positions } = preparedPortfolio(fund.portfolio, fund.schemeCode);
    for (let i = 0; i < weights.length; i++) {
      const lineClass = lineClasses[i]!;
      classes[lineClass] = classes[lineClass]! + (fund.value * weights[i]!) / 100;
      classSeen[lineClass] = 1;
    }
    const rest = (fund.value * (100 - itemised)) / 100;
    if (Math.abs(rest) > 1e-9) {
      classes[NOT_ITEMISED] = classes[NOT_ITEMISED]! + rest;
      classSeen[NOT_ITEMISED] = 1;
    }

    for (const position of positions) {
      const value = (fund.value * position.weight) / 100;
      const known = securities.get(position.key);
      if (!known) securities.set(position.key, { value, largest: value, line: position, funds: 1 });
      else {
        known.value += value;
        known.funds += 1;
        // The largest line's name, sector and class, so the answer does not depend on the funds' order.
        if (value > known.largest) {
          known.line = position;
          known.largest = value;
        }
      }
      add(sectors, position.sectorLabel, value);
      if (position.issuerKey !== null) {
        const issuer = issuers.get(position.issuerKey) ?? {
          value: 0,
          codes: new Set<number>(),
          name: position.name,
          largest: 0,
        };
        issuer.value += value;
        issuer.codes.add(fund.schemeCode);
        if (value > issuer.largest) {
          issuer.name = position.name;
          issuer.largest = value;
        }
        issuers.set(position.issuerKey, issuer);
      }
    }
  }

  const ranked = [...securities.values()].sort((x, y) => y.value - x.value || compareText(x.line.key, y.line.key));
  const shown = listed === "all" ? ranked : ranked.slice(0, LISTED_SECURITIES);
  const securityList = breakdowns(holdings, shown, share);
  const widelyHeld: WidelyHeld[] = [];
  for (const held of ranked)
    if (held.funds >= WIDELY_HELD_FUNDS)
      widelyHeld.push({
        key: held.line.key,
        name: held.line.name,
        isin: held.line.isin,
        value: held.value,
        share_pct: share(held.value),
        fund_count: held.funds,
      });

  const sectorValue = [...sectors.values()].reduce((sum, value) => sum + value, 0);
  const sectorSlices: Slice[] = [...sectors].map(([label, value]) => ({ label, value, share_pct: share(value) }));
  sectorSlices.sort(byValue);
  if (Math.abs(covered - sectorValue) > 1e-9)
    sectorSlices.push({
      label: OUTSIDE_SECTORS,
      value: covered - sectorValue,
      share_pct: share(covered - sectorValue),
    });
  const notDisclosed = total - covered;
  if (undisclosed.length > 0)
    sectorSlices.push({ label: NOT_DISCLOSED, value: notDisclosed, share_pct: share(notDisclosed) });

  let top = 0;
  for (const held of ranked.slice(0, TOP_SECURITIES)) top += held.value;
  return {
    total_value: total,
    covered_value: covered,
    covered_pct: total > 0 ? share(covered) : null,
    funds: holdings.map((fund) => ({
      scheme_code: fund.schemeCode,
      name: fund.name,
      fund_house: fund.fundHouse,
      value: fund.value,
      share_pct: share(fund.value),
      disclosure: fund.portfolio
        ? {
            as_of: fund.portfolio.asOf,
            source: fund.portfolio.source,
            weight_total_pct: preparedPortfolio(fund.portfolio, fund.schemeCode).itemised,
          }
        : null,
    })),
    securities: securityList,
    securities_left_out: ranked.length - securityList.length,
    widely_held: widelyHeld,
    sectors: sectorSlices,
    asset_classes: ASSET_CLASSES.flatMap(({ key, label }, i) =>
      classSeen[i] ? [{ key, label, value: classes[i]!, share_pct: share(classes[i]!) }] : [],
    ),
    debt_issuers: [...issuers]
      .map(([key, issuer]) => ({
        key,
        label: key === "IN00" ? GOVERNMENT_OF_INDIA : issuer.name,
        value: issuer.value,
        share_pct: share(issuer.value),
        scheme_codes: [...issuer.codes].sort((x, y) => x - y),
      }))
      .sort(byValue),
    fund_houses: [...houses].map(([label, value]) => ({ label, value, share_pct: share(value) })).sort(byValue),
    concentration: { top10_pct: total > 0 ? share(top) : null, distinct_securities: ranked.length },
    not_disclosed: {
      value: notDisclosed,
      share_pct: total > 0 ? share(notDisclosed) : null,
      scheme_codes: undisclosed,
    },
  };
}
