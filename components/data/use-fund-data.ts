"use client";

import { useEndpoint } from "@/components/data/use-endpoint";
import { rankingsEndpoint } from "@/lib/api/schemas/fund-analysis";
import { fundEndpoint, fundNavsEndpoint, type NavRange } from "@/lib/api/schemas/funds";
import { screenerFiltersEndpoint } from "@/lib/api/schemas/screener";

// Hooks per resource, keyed by the API address; the fund pages' client parts use these.

export function useFund(isin: string | null, planType?: "Regular" | "Direct", optionType?: "Growth" | "IDCW Payout" | "IDCW Reinvestment" | "Bonus") {
  return useEndpoint(fundEndpoint, isin ? { query: { isin, plan_type: planType, option_type: optionType } } : null);
}

export function useNavSeries(isin: string | null, duration: NavRange) {
  return useEndpoint(fundNavsEndpoint, isin ? { query: { isin, duration } } : null);
}

/** Refuses before sending without both isin and category: "Both 'isin' and 'category' are required parameters." */
export function useFundRanking(query: { isin?: string; category?: string; duration?: 1 | 3 | 5; mode?: "trailing" | "sip" } | null) {
  return useEndpoint(rankingsEndpoint, query ? { query } : null);
}

export function useScreenerFilters() {
  return useEndpoint(screenerFiltersEndpoint, {});
}
