// A download cut at a line end parses as a valid, shorter file. AMFI's daily file lists every scheme every
// day (about 14,000 codes, stale ones included), so a capture listing many fewer than the captures around it
// is cut short, not a market event.

/** A daily capture may list at most this share fewer scheme codes than the daily capture before or after it. */
export const MAX_SCHEME_DROP = 0.05;
/** Captures are compared only with one of AMFI's full files (about 14,000 codes); a small extract is not one. */
export const MIN_SCHEMES_COMPARED = 1000;
/** Only captures this close in date are compared (the list grows by a few hundred new schemes a year). */
export const MAX_NEIGHBOUR_DAYS = 31;

export interface ShrinkCheck {
  schemeCount: number;
  /** The neighbouring daily capture's count and name, and whether it is the later one. */
  otherCount: number;
  otherName: string;
  otherIsLater: boolean;
}

/** The refusal message when the capture lists too few schemes beside its neighbour, else null. */
export function shrinkRefusal({ schemeCount, otherCount, otherName, otherIsLater }: ShrinkCheck): string | null {
  if (otherCount < MIN_SCHEMES_COMPARED || schemeCount >= otherCount * (1 - MAX_SCHEME_DROP)) return null;
  const drop = ((1 - schemeCount / otherCount) * 100).toFixed(1);
  return (
    `This AMFI NAV file lists ${schemeCount} schemes, ${drop}% fewer than the ${otherCount} of the ${otherIsLater ? "next" : "previous"} capture ` +
    `(${otherName}); more than ${MAX_SCHEME_DROP * 100}% fewer means a download cut short. ` +
    "Download it again, or import it with --allow-shrink if AMFI really dropped them."
  );
}
