/** A security in a fund's portfolio, as its factsheet discloses it; the weight is percent of net assets. */
export interface PortfolioHolding {
  name: string;
  isin: string | null;
  weight_pct: number;
}

/** A security two funds both hold, with its weight in each and the weight they share (the smaller one). */
export interface CommonHolding {
  name: string;
  isin: string | null;
  weight_a: number;
  weight_b: number;
  common_pct: number;
}

export type HoldingsOverlap =
  | { disclosed: true; overlap_pct: number; common: CommonHolding[] }
  /** A fund without a disclosed portfolio: there is no overlap to compute, which is not a 0% overlap. */
  | { disclosed: false; missing: ("a" | "b")[] };

const CORPORATE_SUFFIXES = new Set(["ltd", "limited", "pvt", "private", "co", "company", "corp", "corporation", "inc"]);

/**
 * The words of an ASCII name by the rule below (NFKD changes no ASCII, whose letters and digits are a-z and
 * 0-9), in one pass: the X-ray reads some 5,000 names per answer. Null for any other name.
 */
function asciiWords(name: string): string[] | null {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= name.length; i++) {
    const c = i < name.length ? name.charCodeAt(i) : 32;
    if (c > 127) return null;
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) words.push(name.slice(start, i).toLowerCase());
    start = -1;
    if (c === 38) words.push("and");
  }
  return words;
}

/**
 * A security name reduced to what identifies it across factsheets: lower case, accents and punctuation
 * dropped, "&" read as "and", a leading "the" and trailing corporate words (Ltd, Limited...) removed.
 */
export function normaliseHoldingName(name: string): string {
  const words =
    asciiWords(name) ??
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
      .split(" ")
      .filter((word) => word !== "");
  if (words[0] === "the" && words.length > 1) words.shift();
  while (words.length > 1 && CORPORATE_SUFFIXES.has(words.at(-1)!)) words.pop();
  return words.join(" ");
}

const compareText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** One security of one portfolio: its lines added up (a security can be listed under two names). */
interface Position {
  isin: string | null;
  nameKey: string;
  name: string;
  weight: number;
  /** The weight of its largest line, whose name it takes. */
  largest: number;
}

/** A portfolio's positions, with the look-ups every pair needs built once. */
interface Positions {
  list: Position[];
  byIsin: Map<string, Position>;
  /** Every position by normalised name, each group in list order. */
  byName: Map<string, Position[]>;
  /** The names of the positions without an ISIN: only these can pair by name. */
  unlistedNames: string[];
}

// The X-ray overlaps each of up to 20 portfolios with every other (19 times): a portfolio's positions and their
// look-ups are built once. They are never changed after they are built, so sharing them is safe.
const positionsCache = new WeakMap<readonly PortfolioHolding[], Positions>();

function positionsOf(holdings: readonly PortfolioHolding[]): Positions {
  const cached = positionsCache.get(holdings);
  if (cached) return cached;
  const list = readPositions(holdings);
  const positions: Positions = {
    list,
    byIsin: new Map(list.filter((p) => p.isin).map((p) => [p.isin!, p])),
    byName: byName(list),
    unlistedNames: [...new Set(list.filter((p) => p.isin === null).map((p) => p.nameKey))],
  };
  positionsCache.set(holdings, positions);
  return positions;
}

function readPositions(holdings: readonly PortfolioHolding[]): Position[] {
  const byKey = new Map<string, Position>();
  for (const holding of holdings) {
    if (!Number.isFinite(holding.weight_pct) || holding.weight_pct <= 0) continue;
    const isin = holding.isin?.trim().toUpperCase() || null;
    const nameKey = normaliseHoldingName(holding.name);
    if (!isin && !nameKey) continue;
    const key = isin ? `isin:${isin}` : `name:${nameKey}`;
    const known = byKey.get(key);
    if (!known)
      byKey.set(key, {
        isin,
        nameKey,
        name: holding.name.trim(),
        weight: holding.weight_pct,
        largest: holding.weight_pct,
      });
    else {
      known.weight += holding.weight_pct;
      if (holding.weight_pct > known.largest)
        Object.assign(known, { name: holding.name.trim(), largest: holding.weight_pct });
    }
  }
  return [...byKey.values()];
}

/** Positions by normalised name, each group in list order, the names in order of first appearance. */
function byName(positions: readonly Position[]): Map<string, Position[]> {
  const groups = new Map<string, Position[]>();
  for (const p of positions) {
    const group = groups.get(p.nameKey);
    if (group) group.push(p);
    else groups.set(p.nameKey, [p]);
  }
  return groups;
}

/** The name shown for a security both hold: the one of the larger line, so the answer does not depend on the order of the funds. */
function sharedName(a: Position[], b: Position[]): string {
  const lines = [...a, ...b].sort((x, y) => y.largest - x.largest || compareText(x.name, y.name));
  return lines[0]!.name;
}

function common(a: Position[], b: Position[]): CommonHolding {
  const weightA = a.reduce((sum, p) => sum + p.weight, 0);
  const weightB = b.reduce((sum, p) => sum + p.weight, 0);
  const isins = [...new Set([...a, ...b].map((p) => p.isin).filter((isin): isin is string => isin !== null))].sort();
  return {
    name: sharedName(a, b),
    isin: isins[0] ?? null,
    weight_a: weightA,
    weight_b: weightB,
    common_pct: Math.min(weightA, weightB),
  };
}

/** common([a], [b]) for two lines of one ISIN, without building lists (most of a pair's matches). */
function commonByIsin(a: Position, b: Position): CommonHolding {
  const named = b.largest > a.largest || (b.largest === a.largest && compareText(b.name, a.name) < 0) ? b : a;
  return {
    name: named.name,
    isin: a.isin,
    weight_a: a.weight,
    weight_b: b.weight,
    common_pct: Math.min(a.weight, b.weight),
  };
}

/**
 * How much of two portfolios is the same: the sum, over the securities both hold, of the smaller of the two
 * weights. Two lines are the same security when their ISINs match, or, when one of them has no ISIN (unlisted
 * shares, some factsheets), when their normalised names match. Weights are taken as disclosed: a portfolio
 * disclosed only in part, or summing to a little more or less than 100, gives the overlap of what is
 * disclosed; the result is capped at 100. Lines without a positive weight (hedges, bad data) are left out.
 * Symmetric: swapping the funds swaps weight_a and weight_b and changes nothing else.
 */
export function holdingsOverlap(
  a: readonly PortfolioHolding[] | null,
  b: readonly PortfolioHolding[] | null,
): HoldingsOverlap {
  if (a === null || b === null)
    return {
      disclosed: false,
      missing: [...(a === null ? ["a" as const] : []), ...(b === null ? ["b" as const] : [])],
    };
  const left = positionsOf(a);
  const right = positionsOf(b);
  const matched: CommonHolding[] = [];
  const usedLeft = new Set<Position>();
  const usedRight = new Set<Position>();

  for (const position of left.list) {
    const other = position.isin ? right.byIsin.get(position.isin) : undefined;
    if (!other) continue;
    matched.push(commonByIsin(position, other));
    usedLeft.add(position);
    usedRight.add(other);
  }

  // By name, what the ISINs did not match: every line of that name on each side that has a partner (two
  // lines with different ISINs are never partners) counts once, so neither side's order matters. A name pairs
  // only where a line of it on one side or the other has no ISIN, so only those names are looked at (the order
  // they are met in does not matter: the matches are sorted below, and no two share a name and an ISIN).
  for (const nameKey of new Set([...left.unlistedNames, ...right.unlistedNames])) {
    const lefts = (left.byName.get(nameKey) ?? []).filter((p) => !usedLeft.has(p));
    const rights = (right.byName.get(nameKey) ?? []).filter((p) => !usedRight.has(p));
    const partners = (p: Position, others: Position[]) => others.some((o) => p.isin === null || o.isin === null);
    const pooledLeft = lefts.filter((p) => partners(p, rights));
    const pooledRight = rights.filter((p) => partners(p, lefts));
    if (pooledLeft.length === 0 || pooledRight.length === 0) continue;
    matched.push(common(pooledLeft, pooledRight));
  }

  matched.sort(
    (x, y) => y.common_pct - x.common_pct || compareText(x.name, y.name) || compareText(x.isin ?? "", y.isin ?? ""),
  );
  const total = matched.reduce((sum, holding) => sum + holding.common_pct, 0);
  return { disclosed: true, overlap_pct: Math.min(100, total), common: matched };
}
