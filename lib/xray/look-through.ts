import { normaliseHoldingName } from "@/lib/funds/compare/holdings-overlap";
import { ASSET_CLASSES, assetClassOf, type AssetClassKey } from "@/lib/xray/asset-class";
import { debtIssuerKey, GOVERNMENT_OF_INDIA } from "@/lib/xray/debt-issuer";
import type { XrayFundInput, XrayLine } from "@/lib/xray/xray-types";

/** A security held through 3 or more funds is called out. */
export const WIDELY_HELD_FUNDS = 3;
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
  /** Largest first. */
  securities: XraySecurity[];
  sectors: Slice[];
  asset_classes: AssetClassSlice[];
  debt_issuers: DebtIssuer[];
  fund_houses: Slice[];
  concentration: { top10_pct: number | null; distinct_securities: number };
  not_disclosed: { value: number; share_pct: number | null; scheme_codes: number[] };
}

export const NO_SECTOR = "Sector not stated";
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

/** A line's security key, or null for cash and its equivalents (asset-class rows, not securities) and non-positive lines. */
function securityKey(line: XrayLine, schemeCode: number): string | null {
  if (!(line.weightPct > 0) || assetClassOf(line.assetType, line.isin) === "cash") return null;
  const isin = line.isin?.trim().toUpperCase();
  if (isin) return `isin:${isin}`;
  const name = normaliseHoldingName(line.name);
  return name ? `fund:${schemeCode}:${name}` : null;
}

interface Building extends XraySecurity {
  largest: number;
}

/**
 * What the holdings come to through each fund's latest disclosed portfolio: a line of weight w in a fund
 * worth V is worth V x w / 100. Securities are joined across funds by ISIN only; cash, TREPS and net
 * receivables (no ISIN) count in their asset class and are no security; a non-cash line without an ISIN is a
 * security of its fund alone. Weights are taken as disclosed: what they leave short of 100 (or add over it)
 * is the "not itemised" class, never spread over the lines. A fund without a portfolio is one "not
 * disclosed" slice of its whole value. Shares are percent of the whole holding's value, so every breakdown
 * adds up to 100 with its "not disclosed" slice.
 */
export function lookThrough(input: readonly XrayFundInput[]): LookThrough {
  const holdings = mergedHoldings(input.filter((fund) => Number.isFinite(fund.value) && fund.value > 0));
  const total = holdings.reduce((sum, fund) => sum + fund.value, 0);
  const share = (value: number) => (total > 0 ? (value / total) * 100 : 0);

  const securities = new Map<string, Building>();
  const sectors = new Map<string, number>();
  const classes = new Map<AssetClassKey, number>();
  const issuers = new Map<string, { value: number; codes: Set<number>; name: string; largest: number }>();
  const houses = new Map<string, number>();
  let covered = 0;
  const undisclosed: number[] = [];

  for (const fund of holdings) {
    add(houses, fund.fundHouse, fund.value);
    if (!fund.portfolio) {
      undisclosed.push(fund.schemeCode);
      classes.set("not-disclosed", (classes.get("not-disclosed") ?? 0) + fund.value);
      continue;
    }
    covered += fund.value;
    let itemised = 0;
    const perSecurity = new Map<string, { weight: number; line: XrayLine; largest: number }>();
    for (const line of fund.portfolio.lines) {
      if (!Number.isFinite(line.weightPct)) continue;
      const value = (fund.value * line.weightPct) / 100;
      itemised += line.weightPct;
      const assetClass = assetClassOf(line.assetType, line.isin);
      classes.set(assetClass, (classes.get(assetClass) ?? 0) + value);
      const key = securityKey(line, fund.schemeCode);
      if (!key) continue;
      const known = perSecurity.get(key);
      if (!known) perSecurity.set(key, { weight: line.weightPct, line, largest: line.weightPct });
      else {
        known.weight += line.weightPct;
        if (line.weightPct > known.largest) Object.assign(known, { line, largest: line.weightPct });
      }
    }
    const rest = (fund.value * (100 - itemised)) / 100;
    if (Math.abs(rest) > 1e-9) classes.set("not-itemised", (classes.get("not-itemised") ?? 0) + rest);

    for (const [key, { weight, line }] of perSecurity) {
      const value = (fund.value * weight) / 100;
      const isin = line.isin?.trim().toUpperCase() || null;
      const assetClass = assetClassOf(line.assetType, isin);
      const through: ThroughFund = { scheme_code: fund.schemeCode, weight_pct: weight, value };
      const known = securities.get(key);
      if (!known)
        securities.set(key, {
          key,
          name: line.name.trim(),
          isin,
          sector: line.sector,
          asset_class: assetClass,
          value,
          share_pct: 0,
          funds: [through],
          widely_held: false,
          largest: value,
        });
      else {
        known.value += value;
        known.funds.push(through);
        // The name, sector and class of the largest line, so the answer does not depend on the funds' order.
        if (value > known.largest)
          Object.assign(known, {
            name: line.name.trim(),
            sector: line.sector,
            asset_class: assetClass,
            largest: value,
          });
      }
      add(sectors, line.sector?.trim() || NO_SECTOR, value);
      if (assetClass === "debt" || assetClass === "money-market") {
        const issuerKey = debtIssuerKey(isin) ?? key;
        const issuer = issuers.get(issuerKey) ?? { value: 0, codes: new Set(), name: line.name.trim(), largest: 0 };
        issuer.value += value;
        issuer.codes.add(fund.schemeCode);
        if (value > issuer.largest) Object.assign(issuer, { name: line.name.trim(), largest: value });
        issuers.set(issuerKey, issuer);
      }
    }
  }

  const securityList: XraySecurity[] = [...securities.values()]
    .map(({ largest: _largest, ...security }) => ({
      ...security,
      share_pct: share(security.value),
      funds: security.funds.sort((x, y) => y.value - x.value || x.scheme_code - y.scheme_code),
      widely_held: security.funds.length >= WIDELY_HELD_FUNDS,
    }))
    .sort((x, y) => y.value - x.value || compareText(x.key, y.key));

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

  const top = securityList.slice(0, TOP_SECURITIES).reduce((sum, security) => sum + security.value, 0);
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
            weight_total_pct: fund.portfolio.lines.reduce(
              (sum, line) => sum + (Number.isFinite(line.weightPct) ? line.weightPct : 0),
              0,
            ),
          }
        : null,
    })),
    securities: securityList,
    sectors: sectorSlices,
    asset_classes: ASSET_CLASSES.filter(({ key }) => classes.has(key)).map(({ key, label }) => ({
      key,
      label,
      value: classes.get(key)!,
      share_pct: share(classes.get(key)!),
    })),
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
    concentration: { top10_pct: total > 0 ? share(top) : null, distinct_securities: securityList.length },
    not_disclosed: {
      value: notDisclosed,
      share_pct: total > 0 ? share(notDisclosed) : null,
      scheme_codes: undisclosed,
    },
  };
}
