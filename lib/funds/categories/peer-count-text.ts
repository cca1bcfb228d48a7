import { enoughPeers, MIN_PEER_PLANS } from "@/lib/metrics/category-ranking";

/** What a category average or rank says below the minimum: "Not enough funds (3 of 5 needed)". */
export function notEnoughFundsText(count: number): string {
  return `Not enough funds (${count} of ${MIN_PEER_PLANS} needed)`;
}

/**
 * A peer figure with its count: "19.04% (41 funds)" when `count` reaches the minimum, else "Not enough funds
 * (1 of 5 needed)"; `formatted` is the figure as shown.
 */
export function peerFigureText(formatted: string, count: number, noun: "funds" | "plans" = "funds"): string {
  if (!enoughPeers(count)) return notEnoughFundsText(count);
  return `${formatted} (${count.toLocaleString("en-IN")} ${noun})`;
}
