"use client";

import type { WatchlistStarProps } from "./watchlist-star";
import styles from "./watchlists.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

// Members only: visitors never download the star, its data hook or SWR.
const WatchlistStar = deferred(() => import("./watchlist-star"), "WatchlistStar");

export function LazyWatchlistStar(props: WatchlistStarProps) {
  return (
    <Deferred fallback={<span className={styles.starPlaceholder} aria-hidden="true" />}>
      <WatchlistStar {...props} />
    </Deferred>
  );
}
