import { PERIOD_KEYS, type PeriodValues } from "@/lib/metrics/periods";

export type Quartile = 1 | 2 | 3 | 4;

/**
 * The fewest plans with a value that a peer figure (a category or peer-group average, a rank, a quartile, a
 * median) is computed from. Below it the figure is "not enough funds", with the count: one fund's return is
 * not a category's. Stated on /methodology#ranking.
 */
export const MIN_PEER_PLANS = 5;

/** Whether `count` plans with a value are enough for a peer figure. */
export function enoughPeers(count: number): boolean {
  return count >= MIN_PEER_PLANS;
}

export interface PeriodRank {
  /** 1 = best (highest return); equal values share a rank (competition ranking: 1, 2, 2, 4). */
  rank: number;
  /** 1 = top quartile. */
  quartile: Quartile;
  /** Number of plans ranked in this period (those with a value). */
  of: number;
}

export interface CategoryMember {
  id: string;
  metrics: { trailingPct: PeriodValues };
}

export interface RankedMember {
  id: string;
  ranks: PeriodValues<PeriodRank | null>;
}

export interface CategoryRanking {
  /** Mean of the members' non-null values per period, percent; null below MIN_PEER_PLANS values. */
  averagesPct: PeriodValues;
  /** Median of the members' non-null values per period, percent; null below MIN_PEER_PLANS values. */
  mediansPct: PeriodValues;
  /** Members with a value per period (what each average, median and rank is built from). */
  counts: PeriodValues<number>;
  /** Members in input order; a rank is null where the member has no value. */
  members: RankedMember[];
}

/**
 * Quartile from a rank among n: the share of plans ranked strictly ahead decides it,
 * quartile = floor(4 × (rank − 1) / n) + 1, so Q1 = fewer than 25% ahead. It is monotone, rank 1 is
 * always Q1, and tied plans share a quartile. For n < 4 some quartiles stay empty:
 * n = 1 → [1]; n = 2 → [1, 3]; n = 3 → [1, 2, 3]; n = 4 → [1, 2, 3, 4]; n = 5 → [1, 1, 2, 3, 4].
 */
export function quartileOf(rank: number, n: number): Quartile {
  return Math.min(4, Math.floor((4 * (rank - 1)) / n) + 1) as Quartile;
}

/**
 * Competition ranks (1, 2, 2, 4), higher value = better; null values get null and are not counted.
 * Ties are exact equality of the numbers. Fewer than MIN_PEER_PLANS values rank nobody (all null).
 */
export function competitionRanks(values: readonly (number | null)[]): (PeriodRank | null)[] {
  const ranked: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] != null) ranked.push(i);
  // Read in place, not through a named closure: tsx names each one as it is made (Object.defineProperty), once per
  // period of every rank group of a refresh.
  const numbers = values as readonly number[];
  ranked.sort((a, b) => numbers[b]! - numbers[a]!);
  const n = ranked.length;
  const result: (PeriodRank | null)[] = values.map(() => null);
  if (!enoughPeers(n)) return result;
  let rank = 1;
  for (let position = 0; position < n; position++) {
    const index = ranked[position]!;
    if (position > 0 && numbers[index] !== numbers[ranked[position - 1]!]) rank = position + 1;
    result[index] = { rank, quartile: quartileOf(rank, n), of: n };
  }
  return result;
}

/** Mean of the non-null values, or null when there are none. */
export function meanOfNonNull(values: readonly (number | null)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value == null) continue;
    sum += value;
    count++;
  }
  return count === 0 ? null : sum / count;
}

/** Median of the non-null values (the mean of the middle two for an even count), or null when there are none. */
export function medianOfNonNull(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Peer averages and medians, and every member's rank and quartile, for each trailing-return period; a period
 * with fewer than MIN_PEER_PLANS values has no average, median or ranks, only its count.
 */
export function rankWithinCategory(members: readonly CategoryMember[]): CategoryRanking {
  const averagesPct = {} as PeriodValues;
  const mediansPct = {} as PeriodValues;
  const counts = {} as PeriodValues<number>;
  const ranks: PeriodValues<PeriodRank | null>[] = members.map(() => ({}) as PeriodValues<PeriodRank | null>);
  for (const key of PERIOD_KEYS) {
    const values = members.map((member) => member.metrics.trailingPct[key]);
    counts[key] = values.filter((value) => value != null).length;
    const enough = enoughPeers(counts[key]);
    averagesPct[key] = enough ? meanOfNonNull(values) : null;
    mediansPct[key] = enough ? medianOfNonNull(values) : null;
    const periodRanks = competitionRanks(values);
    for (let i = 0; i < members.length; i++) ranks[i]![key] = periodRanks[i] ?? null;
  }
  return {
    averagesPct,
    mediansPct,
    counts,
    members: members.map((member, i) => ({ id: member.id, ranks: ranks[i]! })),
  };
}
