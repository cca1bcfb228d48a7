import { Heap } from "mnemonist";
import type { nsmallest as nsmallestOf } from "mnemonist/heap";
import { ASSET_CLASSES, type AssetClassKey } from "@/lib/xray/asset-class";
import { GOVERNMENT_OF_INDIA } from "@/lib/xray/debt-issuer";
import {
  ASSET_CLASS_INDEX,
  issuerIds,
  preparedPortfolio,
  sectorIds,
  securityIds,
  type PreparedPosition,
} from "@/lib/xray/prepared-portfolio";
import {
  LISTED_DEBT_ISSUERS,
  LISTED_SECURITIES,
  LISTED_WIDELY_HELD,
  WIDELY_HELD_FUNDS,
  type SecurityList,
} from "@/lib/xray/listed-securities";
import type { XrayFundInput } from "@/lib/xray/xray-types";

const TOP_SECURITIES = 10;
// mnemonist's "heap" subpath has no ESM export (Turbopack cannot import it): its root's Heap carries the function.
const nsmallest = (Heap as unknown as { nsmallest: typeof nsmallestOf }).nsmallest;

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
  /**
   * The LISTED_WIDELY_HELD largest securities held through WIDELY_HELD_FUNDS or more funds (every one when all are
   * asked for), largest first, whether or not `securities` lists them.
   */
  widely_held: WidelyHeld[];
  /** How many securities are held through WIDELY_HELD_FUNDS or more funds, listed in widely_held or not. */
  widely_held_count: number;
  sectors: Slice[];
  asset_classes: AssetClassSlice[];
  /** Largest first: the LISTED_DEBT_ISSUERS largest, or all of them when asked for. */
  debt_issuers: DebtIssuer[];
  /** The issuers debt_issuers leaves out, added up (count 0 and value 0 when it lists them all). */
  debt_issuers_left_out: { count: number; value: number; share_pct: number };
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

/**
 * The look-through's working arrays, indexed by security id (value, largest line's value and position, fund count,
 * place in the list), sector id (value, seen) and issuer id (value, largest line's value and position, the last
 * fund counted and the funds' codes). Shared by every call, which runs synchronously from start to end: a call grows
 * them when the ids outgrow them and clears what it touched, so a request allocates no map or record per security.
 */
const work = {
  value: new Float64Array(0),
  largest: new Float64Array(0),
  line: [] as (PreparedPosition | undefined)[],
  funds: new Int32Array(0),
  slot: new Int32Array(0),
  sector: new Float64Array(0),
  sectorSeen: new Uint8Array(0),
  issuer: new Float64Array(0),
  issuerLargest: new Float64Array(0),
  issuerLine: [] as (PreparedPosition | undefined)[],
  /** 1 + the position in the holdings of the last fund counted under the issuer; 0 for an issuer not seen yet. */
  issuerFund: new Int32Array(0),
  issuerCodes: [] as (number[] | undefined)[],
};

/** The ids a call has set in `work`, each list in first-seen order, for the call to clear. */
interface Touched {
  securities: number[];
  sectors: number[];
  issuers: number[];
}

const fittedSize = (ids: number, least: number) => Math.max(least, 2 ** Math.ceil(Math.log2(Math.max(ids, 1))));

function fitWork() {
  const securities = securityIds.texts.length;
  if (work.value.length < securities) {
    const size = fittedSize(securities, 1024);
    work.value = new Float64Array(size);
    work.largest = new Float64Array(size);
    work.funds = new Int32Array(size);
    work.slot = new Int32Array(size);
  }
  const sectors = sectorIds.texts.length;
  if (work.sector.length < sectors) {
    const size = fittedSize(sectors, 256);
    work.sector = new Float64Array(size);
    work.sectorSeen = new Uint8Array(size);
  }
  const issuers = issuerIds.texts.length;
  if (work.issuer.length < issuers) {
    const size = fittedSize(issuers, 256);
    work.issuer = new Float64Array(size);
    work.issuerLargest = new Float64Array(size);
    work.issuerFund = new Int32Array(size);
  }
}

/**
 * The listed securities (ids, largest first) with their per-fund breakdown, built in a second pass over the funds'
 * positions so that the securities left out cost no breakdown at all. Each fund's exposure is the first pass's
 * product, to the bit.
 */
function breakdowns(
  holdings: readonly XrayFundInput[],
  shown: readonly number[],
  share: (value: number) => number,
): XraySecurity[] {
  const list = shown.map((id, i): XraySecurity => {
    const line = work.line[id]!;
    work.slot[id] = i + 1;
    return {
      key: line.key,
      name: line.name,
      isin: line.isin,
      sector: line.sector,
      asset_class: line.assetClass,
      value: work.value[id]!,
      share_pct: share(work.value[id]!),
      funds: [],
      widely_held: work.funds[id]! >= WIDELY_HELD_FUNDS,
    };
  });
  const { slot } = work;
  for (const fund of holdings) {
    if (!fund.portfolio) continue;
    const { positionIds, positionWeights } = preparedPortfolio(fund.portfolio, fund.schemeCode);
    for (let p = 0; p < positionIds.length; p++) {
      const at = slot[positionIds[p]!]!;
      if (at > 0)
        list[at - 1]!.funds.push({
          scheme_code: fund.schemeCode,
          weight_pct: positionWeights[p]!,
          value: (fund.value * positionWeights[p]!) / 100,
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
 * (the rest are counted); the widely held are all counted and the `listed` largest of them named without it.
 */
export function lookThrough(input: readonly XrayFundInput[], listed: SecurityList = "largest"): LookThrough {
  // Preparing a portfolio the first time gives its securities and sectors their ids: before `work` is sized.
  for (const fund of input) if (fund.portfolio) preparedPortfolio(fund.portfolio, fund.schemeCode);
  fitWork();
  const touched: Touched = { securities: [], sectors: [], issuers: [] };
  try {
    return lookThroughWith(input, listed, touched);
  } finally {
    for (const id of touched.securities) {
      work.funds[id] = 0;
      work.slot[id] = 0;
      work.line[id] = undefined;
    }
    for (const id of touched.sectors) work.sectorSeen[id] = 0;
    for (const id of touched.issuers) {
      work.issuerFund[id] = 0;
      work.issuerLine[id] = undefined;
      work.issuerCodes[id] = undefined;
    }
  }
}

/**
 * The debt issuers largest first (ties by label, then first seen): the LISTED_DEBT_ISSUERS largest as records, or
 * every one, and the rest added up in that order. For 20 real funds some 220 issuers, of which the page's table
 * shows the largest.
 */
function debtIssuers(
  ids: readonly number[],
  listed: SecurityList,
  share: (value: number) => number,
): Pick<LookThrough, "debt_issuers" | "debt_issuers_left_out"> {
  const { issuer: value, issuerLine, issuerCodes } = work;
  const ranked = ids.map((id) => {
    const key = issuerIds.texts[id]!;
    return { id, key, label: key === "IN00" ? GOVERNMENT_OF_INDIA : issuerLine[id]!.name };
  });
  ranked.sort((x, y) => value[y.id]! - value[x.id]! || compareText(x.label, y.label));
  const count = listed === "all" ? ranked.length : Math.min(ranked.length, LISTED_DEBT_ISSUERS);
  let leftOut = 0;
  for (let i = count; i < ranked.length; i++) leftOut += value[ranked[i]!.id]!;
  return {
    debt_issuers: ranked.slice(0, count).map(({ id, key, label }) => ({
      key,
      label,
      value: value[id]!,
      share_pct: share(value[id]!),
      scheme_codes: issuerCodes[id]!.sort((x, y) => x - y),
    })),
    debt_issuers_left_out: { count: ranked.length - count, value: leftOut, share_pct: share(leftOut) },
  };
}

/** lookThrough with the ids it sets in `work` listed in `touched`. */
function lookThroughWith(input: readonly XrayFundInput[], listed: SecurityList, touched: Touched): LookThrough {
  const holdings = mergedHoldings(input.filter((fund) => Number.isFinite(fund.value) && fund.value > 0));
  const total = holdings.reduce((sum, fund) => sum + fund.value, 0);
  const share = (value: number) => (total > 0 ? (value / total) * 100 : 0);

  // Each security's exposure, its fund count and its largest line (whose name, sector and class it takes) are in
  // `work`, by security id; each sector's exposure by sector id; each issuer's exposure, largest line and funds by
  // issuer id.
  const { value: securityValue, largest, line: largestLine, funds: fundCount, sector, sectorSeen } = work;
  const { issuer, issuerLargest, issuerLine, issuerFund, issuerCodes } = work;
  const classes = new Float64Array(ASSET_CLASSES.length);
  const classSeen = new Uint8Array(ASSET_CLASSES.length);
  const houses = new Map<string, number>();
  let covered = 0;
  const undisclosed: number[] = [];

  for (let f = 0; f < holdings.length; f++) {
    const fund = holdings[f]!;
    add(houses, fund.fundHouse, fund.value);
    if (!fund.portfolio) {
      undisclosed.push(fund.schemeCode);
      classes[NOT_DISCLOSED_CLASS] = classes[NOT_DISCLOSED_CLASS]! + fund.value;
      classSeen[NOT_DISCLOSED_CLASS] = 1;
      continue;
    }
    covered += fund.value;
    // The fund's value read once: a property read in these loops is not hoisted past the typed arrays' stores.
    const fundValue = fund.value;
    const prepared = preparedPortfolio(fund.portfolio, fund.schemeCode);
    const { weights, classes: lineClasses, itemised, positions } = prepared;
    for (let i = 0; i < weights.length; i++) {
      const lineClass = lineClasses[i]!;
      classes[lineClass] = classes[lineClass]! + (fundValue * weights[i]!) / 100;
      classSeen[lineClass] = 1;
    }
    const rest = (fundValue * (100 - itemised)) / 100;
    if (Math.abs(rest) > 1e-9) {
      classes[NOT_ITEMISED] = classes[NOT_ITEMISED]! + rest;
      classSeen[NOT_ITEMISED] = 1;
    }

    const { positionWeights, positionIds, positionSectors, positionIssuers } = prepared;
    for (let p = 0; p < positionIds.length; p++) {
      const value = (fundValue * positionWeights[p]!) / 100;
      const id = positionIds[p]!;
      if (fundCount[id] === 0) {
        touched.securities.push(id);
        securityValue[id] = value;
        largest[id] = value;
        largestLine[id] = positions[p];
        fundCount[id] = 1;
      } else {
        securityValue[id] = securityValue[id]! + value;
        fundCount[id] = fundCount[id]! + 1;
        // The largest line's name, sector and class, so the answer does not depend on the funds' order.
        if (value > largest[id]!) {
          largestLine[id] = positions[p];
          largest[id] = value;
        }
      }
      const sectorId = positionSectors[p]!;
      if (sectorSeen[sectorId] === 0) {
        sectorSeen[sectorId] = 1;
        touched.sectors.push(sectorId);
        sector[sectorId] = value;
      } else sector[sectorId] = sector[sectorId]! + value;
      const issuerId = positionIssuers[p]!;
      if (issuerId >= 0) {
        if (issuerFund[issuerId] === 0) {
          touched.issuers.push(issuerId);
          issuer[issuerId] = value;
          issuerLargest[issuerId] = value;
          issuerLine[issuerId] = positions[p];
          issuerCodes[issuerId] = [fund.schemeCode];
        } else {
          issuer[issuerId] = issuer[issuerId]! + value;
          if (issuerFund[issuerId] !== f + 1) issuerCodes[issuerId]!.push(fund.schemeCode);
          if (value > issuerLargest[issuerId]!) {
            issuerLine[issuerId] = positions[p];
            issuerLargest[issuerId] = value;
          }
        }
        issuerFund[issuerId] = f + 1;
      }
    }
  }

  // Largest first, ties by key: a total order, so the first n of a bounded heap are the first n of a full sort.
  const order = (x: number, y: number) =>
    securityValue[y]! - securityValue[x]! || compareText(largestLine[x]!.key, largestLine[y]!.key);
  const firstOf = (ids: number[], count: number) => (listed === "all" ? ids.sort(order) : nsmallest(order, count, ids));
  const distinct = touched.securities.length;
  const shown = firstOf(touched.securities.slice(), Math.max(LISTED_SECURITIES, TOP_SECURITIES));
  const top10 = shown.slice(0, TOP_SECURITIES);
  const securityList = breakdowns(holdings, listed === "all" ? shown : shown.slice(0, LISTED_SECURITIES), share);
  // The widely held (some 590 for 20 real funds) are counted, and only the largest become records.
  const widely = touched.securities.filter((id) => fundCount[id]! >= WIDELY_HELD_FUNDS);
  const widelyHeld = firstOf(widely, LISTED_WIDELY_HELD).map((id): WidelyHeld => {
    const line = largestLine[id]!;
    return {
      key: line.key,
      name: line.name,
      isin: line.isin,
      value: securityValue[id]!,
      share_pct: share(securityValue[id]!),
      fund_count: fundCount[id]!,
    };
  });

  // Added up in first-seen order, as the sectors were.
  let sectorValue = 0;
  for (const id of touched.sectors) sectorValue += sector[id]!;
  const sectorSlices: Slice[] = touched.sectors.map((id) => ({
    label: sectorIds.texts[id]!,
    value: sector[id]!,
    share_pct: share(sector[id]!),
  }));
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
  for (const id of top10) top += securityValue[id]!;
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
    securities_left_out: distinct - securityList.length,
    widely_held: widelyHeld,
    widely_held_count: widely.length,
    sectors: sectorSlices,
    asset_classes: ASSET_CLASSES.flatMap(({ key, label }, i) =>
      classSeen[i] ? [{ key, label, value: classes[i]!, share_pct: share(classes[i]!) }] : [],
    ),
    ...debtIssuers(touched.issuers, listed, share),
    fund_houses: [...houses].map(([label, value]) => ({ label, value, share_pct: share(value) })).sort(byValue),
    concentration: { top10_pct: total > 0 ? share(top) : null, distinct_securities: distinct },
    not_disclosed: {
      value: notDisclosed,
      share_pct: total > 0 ? share(notDisclosed) : null,
      scheme_codes: undisclosed,
    },
  };
}
