import Decimal from "decimal.js";
import { normaliseHoldingName } from "@/lib/funds/compare/holdings-overlap";
import { ASSET_CLASSES, assetClassOf, type AssetClassKey } from "@/lib/xray/asset-class";
import { debtIssuerKey } from "@/lib/xray/debt-issuer";
import type { XrayLine, XrayPortfolio } from "@/lib/xray/xray-types";

export const NO_SECTOR = "Sector not stated";

/** Each asset class's position in ASSET_CLASSES, which is the order the answer lists them in. */
export const ASSET_CLASS_INDEX = new Map<AssetClassKey, number>(ASSET_CLASSES.map(({ key }, i) => [key, i]));

/**
 * A security key or a sector label as a small number, the same in every prepared portfolio: the look-through adds
 * a request's amounts up in arrays indexed by these rather than in maps keyed by text. Each table grows with the
 * distinct keys (or labels) of the portfolios prepared in the process's life: some 30,000 keys on the real data.
 */
class Interned {
  private readonly ids = new Map<string, number>();
  readonly texts: string[] = [];
  idOf(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(text, id);
      this.texts.push(text);
    }
    return id;
  }
}
export const securityIds = new Interned();
export const sectorIds = new Interned();
export const issuerIds = new Interned();

/** One security of one fund: its lines added up, named as its largest line. */
export interface PreparedPosition {
  /** "isin:<ISIN>", or "fund:<scheme code>:<normalised name>" for a line without an ISIN. */
  key: string;
  /** The largest line's name (trimmed), ISIN (trimmed, upper case), sector (as disclosed) and class. */
  name: string;
  isin: string | null;
  sector: string | null;
  assetClass: AssetClassKey;
  /** Its sector's row: the sector trimmed, or NO_SECTOR. */
  sectorLabel: string;
}

/** What the look-through needs of a portfolio that does not depend on the amounts. */
export interface PreparedPortfolio {
  /** Every line with a finite weight, in the order disclosed: its weight and its class (ASSET_CLASS_INDEX). */
  weights: Float64Array;
  classes: Uint8Array;
  /** Those weights added up as decimals (what they leave short of 100 is not itemised). */
  itemised: number;
  /** Its securities, in the order of their first line. */
  positions: PreparedPosition[];
  /**
   * The positions' numbers, side by side in the same order (the look-through's loop over some 5,000 positions reads
   * them in sequence): each one's lines' weights added up as decimals (percent of the fund's net assets),
   * its key's number in securityIds, its sector label's in sectorIds, and the number in issuerIds of the debt issuer
   * it counts under (debt and money market only: the ISIN's issuer code, else its own key) or -1.
   */
  positionWeights: Float64Array;
  positionIds: Int32Array;
  positionSectors: Int32Array;
  positionIssuers: Int32Array;
}

/** A line's security key, or null for cash and its equivalents (asset-class rows, not securities) and non-positive lines. */
function securityKey(line: XrayLine, schemeCode: number): string | null {
  if (!(line.weightPct > 0) || assetClassOf(line.assetType, line.isin) === "cash") return null;
  const isin = line.isin?.trim().toUpperCase();
  if (isin) return `isin:${isin}`;
  const name = normaliseHoldingName(line.name);
  return name ? `fund:${schemeCode}:${name}` : null;
}

function prepare(portfolio: XrayPortfolio, schemeCode: number): PreparedPortfolio {
  const finite = portfolio.lines.filter((line) => Number.isFinite(line.weightPct));
  const weights = new Float64Array(finite.length);
  const classes = new Uint8Array(finite.length);
  // Sums of disclosed weights as decimals: 1.15 + 2.3 is 3.45 here, where floating point makes it
  // 3.4499999999999997, and the answer shows the sum as the security's weight in the fund.
  let itemised = new Decimal(0);
  const bySecurity = new Map<string, { weight: Decimal; line: XrayLine }>();
  finite.forEach((line, i) => {
    weights[i] = line.weightPct;
    classes[i] = ASSET_CLASS_INDEX.get(assetClassOf(line.assetType, line.isin))!;
    itemised = itemised.plus(line.weightPct);
    const key = securityKey(line, schemeCode);
    if (!key) return;
    const known = bySecurity.get(key);
    if (!known) bySecurity.set(key, { weight: new Decimal(line.weightPct), line });
    else {
      if (line.weightPct > known.line.weightPct) known.line = line;
      known.weight = known.weight.plus(line.weightPct);
    }
  });
  const count = bySecurity.size;
  const positionWeights = new Float64Array(count);
  const positionIds = new Int32Array(count);
  const positionSectors = new Int32Array(count);
  const positionIssuers = new Int32Array(count);
  const positions = [...bySecurity].map(([key, { weight, line }], i): PreparedPosition => {
    const isin = line.isin?.trim().toUpperCase() || null;
    const assetClass = assetClassOf(line.assetType, isin);
    const sectorLabel = line.sector?.trim() || NO_SECTOR;
    const issuerKey = assetClass === "debt" || assetClass === "money-market" ? (debtIssuerKey(isin) ?? key) : null;
    positionWeights[i] = weight.toNumber();
    positionIds[i] = securityIds.idOf(key);
    positionSectors[i] = sectorIds.idOf(sectorLabel);
    positionIssuers[i] = issuerKey === null ? -1 : issuerIds.idOf(issuerKey);
    return { key, name: line.name.trim(), isin, sector: line.sector, assetClass, sectorLabel };
  });
  return {
    weights,
    classes,
    itemised: itemised.toNumber(),
    positions,
    positionWeights,
    positionIds,
    positionSectors,
    positionIssuers,
  };
}

// A portfolio read once per data version serves every X-ray of its funds: its lines are classed, keyed and added
// up once, not per request. Kept as long as the portfolio object (the answer cache's entry) lives.
const prepared = new WeakMap<XrayPortfolio, Map<number, PreparedPortfolio>>();

/**
 * The portfolio as the look-through reads it, for the plan of `schemeCode` (a line without an ISIN is a security of
 * that plan alone). Built once per portfolio object and plan; the portfolio must not change after.
 */
export function preparedPortfolio(portfolio: XrayPortfolio, schemeCode: number): PreparedPortfolio {
  let byPlan = prepared.get(portfolio);
  if (!byPlan) prepared.set(portfolio, (byPlan = new Map()));
  let result = byPlan.get(schemeCode);
  if (!result) byPlan.set(schemeCode, (result = prepare(portfolio, schemeCode)));
  return result;
}
