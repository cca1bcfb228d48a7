/** A holding as two months' portfolios are compared. */
export interface ComparedHolding {
  name: string;
  isin: string | null;
  weight_pct: number;
  /** Shares or units held, where the disclosure gives them. */
  quantity?: number | null;
}

export interface WeightChange {
  name: string;
  isin: string | null;
  from_pct: number;
  to_pct: number;
}

/** A holding whose count of shares was multiplied (or divided) by a whole number with its weight about unchanged. */
export interface BonusOrSplit extends WeightChange {
  from_quantity: number;
  to_quantity: number;
  /** to_quantity / from_quantity: 2 for a 1:1 bonus or a split of each share into two; 0.5 for a consolidation. */
  ratio: number;
}

export interface MonthChanges {
  /** Held now, not before; largest first. */
  entries: ComparedHolding[];
  /** Held before, not now; largest (before) first. */
  exits: ComparedHolding[];
  /** Held in both months: the largest moves in weight, largest first (at most `limit`); no bonus or split. */
  moves: WeightChange[];
  /** Held in both months, the share count changed by a bonus issue or a split, not a purchase or a sale. */
  bonus_or_split: BonusOrSplit[];
}

// One security is one ISIN; a line without ISIN is known by its name. Lines of one key are added up (an
// issuer's several bonds share no ISIN, but two lines of one ISIN are one security).
const keyOf = (h: ComparedHolding) => h.isin ?? `name:${h.name.trim().toLowerCase()}`;

function byKey(holdings: readonly ComparedHolding[]): Map<string, ComparedHolding> {
  const map = new Map<string, ComparedHolding>();
  for (const h of holdings) {
    const seen = map.get(keyOf(h));
    const quantity = (q: number | null | undefined) => (typeof q === "number" ? q : null);
    map.set(
      keyOf(h),
      seen
        ? {
            ...seen,
            weight_pct: seen.weight_pct + h.weight_pct,
            quantity:
              quantity(seen.quantity) === null || quantity(h.quantity) === null ? null : seen.quantity! + h.quantity!,
          }
        : { ...h, quantity: quantity(h.quantity) },
    );
  }
  return map;
}

/** The weight may move this much (relative) in a bonus or split: a purchase doubling the shares doubles it. */
const BARELY_MOVED = 0.25;
/** How close to a whole number the quantity ratio must be (share counts are whole: 1:1 gives exactly 2). */
const CLEAN_RATIO = 1e-6;

/**
 * The whole-number ratio (2, 5, 10, or 1/2...) between two share counts when the weight barely moved: a bonus
 * issue or a split (face-value change), which multiplies the shares with the price divided alike. Null when
 * the change is a trade (or there is none).
 */
export function bonusOrSplitRatio(before: ComparedHolding, now: ComparedHolding): number | null {
  const [q0, q1] = [before.quantity, now.quantity];
  if (typeof q0 !== "number" || typeof q1 !== "number" || q0 <= 0 || q1 <= 0 || q0 === q1) return null;
  const up = q1 > q0;
  const multiple = up ? q1 / q0 : q0 / q1;
  const whole = Math.round(multiple);
  if (whole < 2 || Math.abs(multiple - whole) > CLEAN_RATIO * whole) return null;
  if (before.weight_pct <= 0 || Math.abs(now.weight_pct / before.weight_pct - 1) > BARELY_MOVED) return null;
  return up ? whole : 1 / whole;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const byWeight = (a: ComparedHolding, b: ComparedHolding) =>
  b.weight_pct - a.weight_pct || a.name.localeCompare(b.name);
const shown = ({ name, isin, weight_pct }: ComparedHolding): ComparedHolding => ({ name, isin, weight_pct });

/** What changed between two months' portfolios of a fund: new holdings, exits and the biggest weight changes. */
export function monthChanges(
  previous: readonly ComparedHolding[],
  latest: readonly ComparedHolding[],
  limit = 5,
): MonthChanges {
  const before = byKey(previous);
  const now = byKey(latest);
  const entries = [...now].filter(([key]) => !before.has(key)).map(([, h]) => shown(h));
  const exits = [...before].filter(([key]) => !now.has(key)).map(([, h]) => shown(h));
  const both = [...now].filter(([key]) => before.has(key)).map(([key, h]) => ({ was: before.get(key)!, h }));
  const change = ({ was, h }: { was: ComparedHolding; h: ComparedHolding }): WeightChange => ({
    name: h.name,
    isin: h.isin,
    from_pct: round2(was.weight_pct),
    to_pct: round2(h.weight_pct),
  });
  const bonusOrSplit = both
    .flatMap((pair) => {
      const ratio = bonusOrSplitRatio(pair.was, pair.h);
      return ratio === null
        ? []
        : [{ ...change(pair), from_quantity: pair.was.quantity!, to_quantity: pair.h.quantity!, ratio }];
    })
    .sort((a, b) => b.to_pct - a.to_pct || a.name.localeCompare(b.name));
  const moves = both
    .filter((pair) => bonusOrSplitRatio(pair.was, pair.h) === null)
    .map(change)
    .filter((m) => m.from_pct !== m.to_pct)
    .sort((a, b) => Math.abs(b.to_pct - b.from_pct) - Math.abs(a.to_pct - a.from_pct) || a.name.localeCompare(b.name))
    .slice(0, limit);
  return { entries: entries.sort(byWeight), exits: exits.sort(byWeight), moves, bonus_or_split: bonusOrSplit };
}
