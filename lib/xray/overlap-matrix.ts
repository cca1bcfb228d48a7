import { LRUMap } from "mnemonist";
import type { DisclosedPortfolio } from "@/lib/funds/compare/compare-holdings";
import { holdingsOverlap, type CommonHolding, type PortfolioHolding } from "@/lib/funds/compare/holdings-overlap";
import { assetClassOf } from "@/lib/xray/asset-class";
import { LISTED_COMMON_HOLDINGS, type SecurityList } from "@/lib/xray/listed-securities";
import type { XrayPortfolio } from "@/lib/xray/xray-types";

export interface OverlapMatrix {
  /** rows[i][j]: the overlap of funds i and j, percent; null on the diagonal and where either fund has no portfolio. */
  rows: (number | null)[][];
  /**
   * The pair with the largest overlap (positions in the list given), with the LISTED_COMMON_HOLDINGS largest of what
   * they share (or all of it when asked for) and how many they share; null without a disclosed pair.
   */
  most_overlapping: {
    a: number;
    b: number;
    overlap_pct: number;
    as_of: [string, string];
    common: CommonHolding[];
    common_count: number;
  } | null;
}

// A portfolio kept per data version (kept-plans.ts) is one object for every X-ray of its funds: its overlap view,
// and so the positions holdingsOverlap builds from it (held weakly there), are made once.
const overlapViews = new WeakMap<XrayPortfolio, DisclosedPortfolio>();

/** A portfolio as the compare page's overlap reads it: its securities, cash and its equivalents left out. */
export function overlapPortfolio(portfolio: XrayPortfolio | null): DisclosedPortfolio | null {
  if (!portfolio) return null;
  let view = overlapViews.get(portfolio);
  if (!view) {
    view = {
      as_of: portfolio.asOf,
      holdings: portfolio.lines
        .filter((line) => assetClassOf(line.assetType, line.isin) !== "cash")
        .map((line) => ({ name: line.name, isin: line.isin, weight_pct: line.weightPct })),
    };
    overlapViews.set(portfolio, view);
  }
  return view;
}

/**
 * The most pairs whose overlap is kept; past it the least recently used go first. A pair keeps one number (about 100
 * bytes with its key): 100,000 of them, some 10 MB, are the 190 pairs of over 500 different 20-fund X-rays.
 */
export const KEPT_PAIRS = 100_000;
const keptPairs = new LRUMap<string, number>(KEPT_PAIRS);
const portfolioIds = new WeakMap<readonly PortfolioHolding[], number>();
let nextPortfolioId = 0;

function idOf(holdings: readonly PortfolioHolding[]): number {
  let id = portfolioIds.get(holdings);
  if (id === undefined) portfolioIds.set(holdings, (id = nextPortfolioId++));
  return id;
}

/** What two portfolios share and its sum, as holdingsOverlap gives it for two disclosed portfolios. */
interface PairOverlap {
  overlap_pct: number;
  common: CommonHolding[];
}

/**
 * holdingsOverlap's overlap_pct of two disclosed portfolios, kept per pair of portfolio objects (which live as long
 * as the data version that read them): an X-ray of 20 funds has 190 pairs, and the next X-ray of those funds the
 * same 190.
 */
function overlapPct(a: readonly PortfolioHolding[], b: readonly PortfolioHolding[]): number {
  const key = pairKey(a, b);
  let pct = keptPairs.get(key);
  if (pct === undefined) {
    pct = (holdingsOverlap(a, b) as PairOverlap).overlap_pct;
    keptPairs.set(key, pct);
  }
  return pct;
}

/** The most pairs whose shared securities are kept (some 250 each for two large-cap funds, about 30 KB). */
export const KEPT_COMMON = 1_000;
const keptCommon = new LRUMap<string, PairOverlap>(KEPT_COMMON);

/** holdingsOverlap of the most overlapping pair, kept as the pairs' numbers are: every X-ray of those funds lists it. */
function pairOverlap(a: readonly PortfolioHolding[], b: readonly PortfolioHolding[]): PairOverlap {
  const key = pairKey(a, b);
  let pair = keptCommon.get(key);
  if (pair === undefined) {
    pair = holdingsOverlap(a, b) as PairOverlap;
    keptCommon.set(key, pair);
  }
  return pair;
}

const pairKey = (a: readonly PortfolioHolding[], b: readonly PortfolioHolding[]) => `${idOf(a)} ${idOf(b)}`;

/**
 * The overlap of every pair of the funds, by the compare page's method (lib/funds/compare/holdings-overlap.ts:
 * the sum over common securities of the smaller weight), as a symmetric matrix. Ties for the most overlapping
 * pair go to the earlier pair in the list. `listed` says how many of its shared securities the pair lists.
 */
export function overlapMatrix(
  portfolios: readonly (XrayPortfolio | null)[],
  listed: SecurityList = "largest",
): OverlapMatrix {
  const rows = portfolios.map(() => portfolios.map((): number | null => null));
  const views = portfolios.map(overlapPortfolio);
  let most: { a: number; b: number; pct: number } | null = null;
  // Every pair in order, (0,1), (0,2) ... (1,2) ..., as pairOverlaps lists them.
  for (let a = 0; a < views.length; a++) {
    const left = views[a];
    if (!left) continue;
    for (let b = a + 1; b < views.length; b++) {
      const right = views[b];
      if (!right) continue;
      const pct = overlapPct(left.holdings, right.holdings);
      rows[a]![b] = pct;
      rows[b]![a] = pct;
      if (!most || pct > most.pct) most = { a, b, pct };
    }
  }
  if (!most) return { rows, most_overlapping: null };
  const left = views[most.a]!;
  const right = views[most.b]!;
  const pair = pairOverlap(left.holdings, right.holdings);
  return {
    rows,
    most_overlapping: {
      a: most.a,
      b: most.b,
      overlap_pct: pair.overlap_pct,
      as_of: [left.as_of, right.as_of],
      common: listed === "all" ? pair.common : pair.common.slice(0, LISTED_COMMON_HOLDINGS),
      common_count: pair.common.length,
    },
  };
}
