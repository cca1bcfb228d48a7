"use client";

import { useEffect, useMemo } from "react";
import { loadScreenerList } from "@/components/data/endpoint-loaders/screener";
import { useEndpoint } from "@/components/data/use-endpoint";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { growthFirst } from "@/lib/funds/growth-first";

/** What one search term found so far. */
export interface FundSearchResult {
  term: string;
  plans: ScreenerPlan[] | undefined;
  error: Error | undefined;
  loading: boolean;
}

interface FundSearchProps {
  term: string;
  results: number;
  onResult: (result: FundSearchResult) => void;
}

/**
 * The combobox's search call (the screener list with q), reported to the combobox with Growth plans first (every
 * fund picker reads it: compare, calculators, the portfolio); it renders nothing.
 * A component of its own so the combobox can load it, and SWR with it, when the visitor first searches.
 */
export function FundSearch({ term, results, onResult }: FundSearchProps) {
  const { data, error, isLoading } = useEndpoint(loadScreenerList, { query: { q: term, page_size: results } });
  const found = data?.plans;
  const plans = useMemo(() => found && growthFirst(found), [found]);
  useEffect(() => onResult({ term, plans, error, loading: isLoading }), [term, plans, error, isLoading, onResult]);
  return null;
}
