import type { FundOverview } from "@/lib/api/schemas/funds";
import { formatDate, formatPercent } from "@/lib/format";
import { formatNav } from "@/lib/funds/format-nav";

/** A band group's label inside a sentence: "Equity funds" → "equity funds", "ETFs, …" kept. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** The sentence beside a latest NAV the screening held back (the rule itself is on /methodology#nav-anomalies). */
export function heldBackNavNote(nav: Pick<FundOverview["nav"], "value" | "date" | "held_back">): string | null {
  const held = nav.held_back;
  if (!held) return null;
  const move = `${held.move_pct > 0 ? "+" : ""}${formatPercent(held.move_pct, { allowNegative: true })}`;
  return `Unverified: ${formatNav(nav.value)} on ${formatDate(nav.date)} is a move of ${move} from ${formatNav(held.previous_nav)} on ${formatDate(held.previous_date)}, outside the ±${held.band_pct}% band of ${inSentence(held.band_label)}; it is left out of returns, risk figures and the NAV chart until a later NAV confirms it.`;
}

/**
 * The line beside a value counted on the latest verified NAV because AMFI's latest one is held back (the
 * watchlist, the holdings table and the capital-gains notes say the same).
 */
export function unverifiedNavLine(unverified: { nav: number; nav_date: string }, verifiedDate: string): string {
  return `AMFI's NAV of ${formatNav(unverified.nav)} on ${formatDate(unverified.nav_date)} is unverified (outside its category's band until a later NAV confirms it): counted on the NAV of ${formatDate(verifiedDate)}.`;
}
