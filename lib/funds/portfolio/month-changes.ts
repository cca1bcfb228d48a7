/** A holding as two months' portfolios are compared. */
export interface ComparedHolding {
  name: string;
  isin: string | null;
  weight_pct: number;
}

export interface WeightChange {
  name: string;
  isin: string | null;
  from_pct: number;
  to_pct: number;
}

export interface MonthChanges {
  /** Held now, not before; largest first. */
  entries: ComparedHolding[];
  /** Held before, not now; largest (before) first. */
  exits: ComparedHolding[];
  /** Held in both months: the largest moves in weight, largest first (at most `limit`). */
  moves: WeightChange[];
}

// One security is one ISIN; a line without ISIN is known by its name. Lines of one key are added up (an
// issuer's several bonds share no ISIN, but two lines of one ISIN are one security).
const keyOf = (h: ComparedHolding) => h.isin ?? `name:${h.name.trim().toLowerCase()}`;

function byKey(holdings: readonly ComparedHolding[]): Map<string, ComparedHolding> {
  const map = new Map<string, ComparedHolding>();
  for (const h of holdings) {
    const seen = map.get(keyOf(h));
    map.set(keyOf(h), seen ? { ...seen, weight_pct: seen.weight_pct + h.weight_pct } : { ...h });
  }
  return map;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const byWeight = (a: ComparedHolding, b: ComparedHolding) =>
  b.weight_pct - a.weight_pct || a.name.localeCompare(b.name);

/** What changed between two months' portfolios of a fund: new holdings, exits and the biggest weight changes. */
export function monthChanges(
  previous: readonly ComparedHolding[],
  latest: readonly ComparedHolding[],
  limit = 5,
): MonthChanges {
  const before = byKey(previous);
  const now = byKey(latest);
  const entries = [...now].filter(([key]) => !before.has(key)).map(([, h]) => h);
  const exits = [...before].filter(([key]) => !now.has(key)).map(([, h]) => h);
  const moves = [...now]
    .filter(([key]) => before.has(key))
    .map(([key, h]) => ({
      name: h.name,
      isin: h.isin,
      from_pct: round2(before.get(key)!.weight_pct),
      to_pct: round2(h.weight_pct),
    }))
    .filter((m) => m.from_pct !== m.to_pct)
    .sort((a, b) => Math.abs(b.to_pct - b.from_pct) - Math.abs(a.to_pct - a.from_pct) || a.name.localeCompare(b.name))
    .slice(0, limit);
  return { entries: entries.sort(byWeight), exits: exits.sort(byWeight), moves };
}
