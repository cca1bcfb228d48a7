"use client";

import { useHasStoredToken } from "@/components/auth/stored-token";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { LazyWatchlistStar } from "./lazy-watchlist-star";
import type { WatchlistStarProps } from "./watchlist-star";

/** The star for members only (spec section 6: a visitor sees no star); nothing at all is rendered on the server. */
export function MemberWatchlistStar(props: WatchlistStarProps) {
  return useHasStoredToken() ? <LazyWatchlistStar {...props} /> : null;
}

/** The screener rows' and cards' star (ScreenerClient renders it only for members). */
export function screenerRowStar(plan: ScreenerPlan) {
  return <LazyWatchlistStar schemeCode={plan.scheme_code} fundName={plan.plan_display_name} />;
}
