import Decimal from "decimal.js";
import type { CasScheme } from "@/lib/cas/cas-statement";
import type { NavVerdict } from "@/lib/cas/resolve/decide-plan";

/** A NAV the statement prints for the scheme, on its date: the closing NAV, a transaction's NAV. */
export interface PrintedNav {
  date: string;
  nav: string;
}

/** Dates looked up per scheme: the closing NAV's and the latest transactions' (a bounded query). */
const MOST_DATES = 24;

/**
 * The NAVs a scheme's block prints, one per date (the closing NAV first, then the transactions' from the latest).
 * A NAV of 0 says nothing of which plan it is (a segregated portfolio's) and is left out.
 */
export function printedNavs(scheme: CasScheme): PrintedNav[] {
  const all = [
    ...(scheme.navDate && scheme.nav ? [{ date: scheme.navDate, nav: scheme.nav }] : []),
    ...scheme.rows
      .filter((r) => r.nav !== null)
      .map((r) => ({ date: r.date, nav: r.nav! }))
      .reverse(),
  ];
  const seen = new Set<string>();
  return all
    .filter((p) => new Decimal(p.nav).gt(0) && !seen.has(p.date) && Boolean(seen.add(p.date)))
    .slice(0, MOST_DATES);
}

/** Equal to the printed NAV to its printed places: within half a unit of its last place. */
export function sameNav(printed: string, stored: string): boolean {
  const p = new Decimal(printed);
  return p
    .minus(stored)
    .abs()
    .lte(new Decimal(0.5).times(new Decimal(10).pow(-p.decimalPlaces())));
}

/**
 * A plan's NAVs (date -> NAV as the site stores them) against the printed ones: `differs` when any date the site
 * knows has another NAV, `agrees` when at least one is known and all known are equal, else `unknown`.
 */
export function navVerdict(printed: readonly PrintedNav[], stored: ReadonlyMap<string, string>): NavVerdict {
  let known = 0;
  for (const p of printed) {
    const s = stored.get(p.date);
    if (s === undefined) continue;
    if (!sameNav(p.nav, s)) return "differs";
    known++;
  }
  return known > 0 ? "agrees" : "unknown";
}
