"use client";

import { lazy, Suspense } from "react";
import type { WatchlistStarProps } from "./watchlist-star";
import styles from "./watchlists.module.css";

// Members only: visitors never download the star, its data hook or SWR.
const WatchlistStar = lazy(() => import("./watchlist-star").then((m) => ({ default: m.WatchlistStar })));

export function LazyWatchlistStar(props: WatchlistStarProps) {
  return (
    <Suspense fallback={<span className={styles.starPlaceholder} aria-hidden="true" />}>
      <WatchlistStar {...props} />
    </Suspense>
  );
}
