"use client";

import { loadFundNavs } from "@/components/data/endpoint-loaders/funds";
import { useEndpoint } from "@/components/data/use-endpoint";
import type { NavRange } from "@/lib/api/schemas/funds";

export function useNavSeries(isin: string | null, duration: NavRange) {
  return useEndpoint(loadFundNavs, isin ? { query: { isin, duration } } : null);
}
