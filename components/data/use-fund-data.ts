"use client";

import { loadFund, loadFundNavs, loadRankings, loadScreenerFilters } from "@/components/data/endpoint-loaders";
import { useEndpoint } from "@/components/data/use-endpoint";
import type { NavRange } from "@/lib/api/schemas/funds";

// Hooks per resource; the fund pages' client parts use these.

export function useFund(isin: string | null, planType?: "Regular" | "Direct", optionType?: "Growth" | "IDCW Payout" | "IDCW Reinvestment" | "Bonus") {
  return useEndpoint(loadFund, isin ? { query: { isin, plan_type: planType, option_type: optionType } } : null);
}

export function useNavSeries(isin: string | null, duration: NavRange) {
  return useEndpoint(loadFundNavs, isin ? { query: { isin, duration } } : null);
}

/** Refuses before sending without both isin and category: "Both 'isin' and 'category' are required parameters." */
export function useFundRanking(query: { isin?: string; category?: string; duration?: 1 | 3 | 5; mode?: "trailing" | "sip" } | null) {
  return useEndpoint(loadRankings, query ? { query } : null);
}

export function useScreenerFilters() {
  return useEndpoint(loadScreenerFilters, {});
}
