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
 * A security name reduced to what identifies it across factsheets: lower case, accents and punctuation
 * dropped, "&" read as "and", a leading "the" and trailing corporate words (Ltd, Limited...) removed.
 */
export function normaliseHoldingName(name: string): string {
  const words = name
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

// The X-ray overlaps each of up to 20 portfolios with every other (19 times): a portfolio's positions are
// read once. Positions are never changed after they are built, so sharing them is safe.
const positionsCache = new WeakMap<readonly PortfolioHolding[], Position[]>();

function positionsOf(holdings: readonly PortfolioHolding[]): Position[] {
  const cached = positionsCache.get(holdings);
  if (cached) return cached;
  const positions = readPositions(holdings);
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

  const rightByIsin = new Map(right.filter((p) => p.isin).map((p) => [p.isin!, p]));
  for (const position of left) {
    const other = position.isin ? rightByIsin.get(position.isin) : undefined;
    if (!other) continue;
    matched.push(common([position], [other]));
    usedLeft.add(position);
    usedRight.add(other);
  }

  // By name, what the ISINs did not match: every line of that name on each side that has a partner (two
  // lines with different ISINs are never partners) counts once, so neither side's order matters.
  // Grouped once per side (in list order), not filtered again for every name: 20 funds make 190 pairs. Only a
  // line without an ISIN has a partner by name, so without one on either side nothing is grouped.
  const restLeft = left.filter((p) => !usedLeft.has(p));
  const restRight = right.filter((p) => !usedRight.has(p));
  if (restLeft.some((p) => p.isin === null) || restRight.some((p) => p.isin === null)) {
    const rightByName = byName(restRight);
    for (const [nameKey, lefts] of byName(restLeft)) {
      const rights = rightByName.get(nameKey) ?? [];
      const partners = (p: Position, others: Position[]) => others.some((o) => p.isin === null || o.isin === null);
      const pooledLeft = lefts.filter((p) => partners(p, rights));
      const pooledRight = rights.filter((p) => partners(p, lefts));
      if (pooledLeft.length === 0 || pooledRight.length === 0) continue;
      matched.push(common(pooledLeft, pooledRight));
    }
  }

  matched.sort(
    (x, y) => y.common_pct - x.common_pct || compareText(x.name, y.name) || compareText(x.isin ?? "", y.isin ?? ""),
  );
  const total = matched.reduce((sum, holding) => sum + holding.common_pct, 0);
  return { disclosed: true, overlap_pct: Math.min(100, total), common: matched };
}
