"use client";

import type { ReactNode } from "react";
import { useHasStoredToken } from "@/components/auth/stored-token";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { LazyWatchlistStar } from "./lazy-watchlist-star";
import type { WatchlistStarProps } from "./watchlist-star";

/** The star for members only (a visitor sees no star); nothing at all is rendered on the server. */
export function MemberWatchlistStar(props: WatchlistStarProps) {
  return useHasStoredToken() ? <LazyWatchlistStar {...props} /> : null;
}

/** A screener row's star: the watchlist feature's own, or one passed in (tests). */
export type RowStar = "watchlist" | ((plan: ScreenerPlan) => ReactNode);

/** Draws a row's star (the screener's table and cards, which load after hydration, import this, not the page). */
export function renderRowStar(star: RowStar, plan: ScreenerPlan): ReactNode {
  if (star !== "watchlist") return star(plan);
  return <LazyWatchlistStar schemeCode={plan.scheme_code} fundName={plan.plan_display_name} />;
}
