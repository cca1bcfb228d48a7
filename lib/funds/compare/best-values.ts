import { roundHalfUp } from "@/lib/format/rounding";

export type BetterDirection = "higher" | "lower";

/**
 * Which funds hold the best value of a row (all of them on a tie), comparing values as they are shown
 * (rounded to `fractionDigits`) so that two cells reading the same are never told apart. None when fewer
 * than two funds have a value, or when every value reads the same: there is no best then.
 */
export function bestIndexes(
  values: readonly (number | null)[],
  better: BetterDirection,
  fractionDigits = 2,
): Set<number> {
  const shown = values.map((value) =>
    value === null || !Number.isFinite(value) ? null : roundHalfUp(value, fractionDigits),
  );
  const present = shown.filter((value): value is number => value !== null);
  if (present.length < 2) return new Set();
  const best = better === "higher" ? Math.max(...present) : Math.min(...present);
  if (present.every((value) => value === best)) return new Set();
  return new Set(shown.flatMap((value, i) => (value === best ? [i] : [])));
}
