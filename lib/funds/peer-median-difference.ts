import type { FundOverview } from "@/lib/api/schemas/funds";
import { enoughPeers } from "@/lib/metrics/category-ranking";
import { FIXED_PERIOD_KEYS, type FixedPeriodKey, type PeriodValues } from "@/lib/metrics/periods";

type PeerIndex = NonNullable<NonNullable<FundOverview["ranking"]>["peer_index"]>;
type Overview = Pick<FundOverview, "returns" | "ranking" | "benchmark">;

/** One period: the fund's return, the median of the plans tracking its index, and the fund minus that median. */
export interface PeerMedianRow {
  period: FixedPeriodKey;
  fund: number | null;
  median: number | null;
  /** Plans tracking the index with a return for the period, this one included. */
  peers: number;
  difference: number | null;
}

/**
 * The followers of the fund's index where the index's own series is not in our data: an index fund or ETF ranked
 * among the plans tracking the same index (plan_metrics.ranking.peerIndex) whose benchmark has no stored series, or
 * only a category stand-in does. Null when the fund's tracking difference against the index itself can be shown.
 */
export function peerIndexWithoutSeries(overview: Overview): PeerIndex | null {
  const peer = overview.ranking?.peer_index ?? null;
  if (!peer) return null;
  const benchmark = overview.benchmark;
  const indexLoaded = benchmark !== null && benchmark.series !== null && benchmark.basis !== "category";
  return indexLoaded ? null : peer;
}

/**
 * The fund's return minus its peers' median for each fixed period some peer has; no difference below the
 * minimum number of plans (the median is not published then), nor where the fund has no return.
 */
export function peerMedianDifferences(returns: PeriodValues, peer: PeerIndex): PeerMedianRow[] {
  return FIXED_PERIOD_KEYS.flatMap((period) => {
    const peers = peer.counts[period] ?? 0;
    if (peers === 0) return [];
    const median = enoughPeers(peers) ? peer.median_pct[period] : null;
    const fund = returns[period];
    return [{ period, fund, median, peers, difference: fund === null || median === null ? null : fund - median }];
  });
}

/** "difference from the median of 22 funds tracking Nifty 50": what the difference column is. */
export function peerMedianLabel(row: Pick<PeerMedianRow, "peers">, indexName: string): string {
  return `difference from the median of ${row.peers.toLocaleString("en-IN")} funds tracking ${indexName}`;
}
