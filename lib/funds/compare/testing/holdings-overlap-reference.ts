// The overlap method read plainly, pair by pair and line by line, with nothing built once and shared: the answer
// lib/funds/compare/holdings-overlap.ts must give however it is sped up. Tests only.
import type { CommonHolding, HoldingsOverlap, PortfolioHolding } from "@/lib/funds/compare/holdings-overlap";

const CORPORATE_SUFFIXES = new Set(["ltd", "limited", "pvt", "private", "co", "company", "corp", "corporation", "inc"]);
const compareText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

export function referenceHoldingName(name: string): string {
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

interface Position {
  isin: string | null;
  nameKey: string;
  name: string;
  weight: number;
  largest: number;
}

function positions(holdings: readonly PortfolioHolding[]): Position[] {
  const byKey = new Map<string, Position>();
  for (const holding of holdings) {
    if (!Number.isFinite(holding.weight_pct) || holding.weight_pct <= 0) continue;
    const isin = holding.isin?.trim().toUpperCase() || null;
    const nameKey = referenceHoldingName(holding.name);
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

function common(a: Position[], b: Position[]): CommonHolding {
  const weightA = a.reduce((sum, p) => sum + p.weight, 0);
  const weightB = b.reduce((sum, p) => sum + p.weight, 0);
  const lines = [...a, ...b].sort((x, y) => y.largest - x.largest || compareText(x.name, y.name));
  const isins = [...new Set([...a, ...b].map((p) => p.isin).filter((isin): isin is string => isin !== null))].sort();
  return {
    name: lines[0]!.name,
    isin: isins[0] ?? null,
    weight_a: weightA,
    weight_b: weightB,
    common_pct: Math.min(weightA, weightB),
  };
}

export function referenceOverlap(
  a: readonly PortfolioHolding[] | null,
  b: readonly PortfolioHolding[] | null,
): HoldingsOverlap {
  if (a === null || b === null)
    return {
      disclosed: false,
      missing: [...(a === null ? ["a" as const] : []), ...(b === null ? ["b" as const] : [])],
    };
  const left = positions(a);
  const right = positions(b);
  const matched: CommonHolding[] = [];
  const usedLeft = new Set<Position>();
  const usedRight = new Set<Position>();
  for (const p of left) {
    const other = p.isin ? right.find((o) => o.isin === p.isin) : undefined;
    if (!other) continue;
    matched.push(common([p], [other]));
    usedLeft.add(p);
    usedRight.add(other);
  }
  const restLeft = left.filter((p) => !usedLeft.has(p));
  const restRight = right.filter((p) => !usedRight.has(p));
  for (const nameKey of new Set(restLeft.map((p) => p.nameKey))) {
    const lefts = restLeft.filter((p) => p.nameKey === nameKey);
    const rights = restRight.filter((p) => p.nameKey === nameKey);
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
