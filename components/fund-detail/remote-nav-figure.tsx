"use client";

import { useNavSeries } from "@/components/data/use-nav-series";
import { Button } from "@/components/ui/button";
import { NavFigure } from "./nav-figure";
import type { ChartRange } from "./nav-ranges";
import { RangeLoading } from "./range-loading";
import styles from "./fund-detail.module.css";

/**
 * A range the page did not render, through GET /api/v1/funds/navs (SWR keeps each range once loaded). Its own
 * chunk, loaded at the first such click, so the API client and its schemas stay out of the page's first load.
 */
export function RemoteNavFigure({ isin, range }: { isin: string; range: ChartRange }) {
  const remote = useNavSeries(isin, range);
  if (remote.data) return <NavFigure range={range} shown={remote.data} />;
  if (remote.error) {
    return (
      <p role="alert" className={styles.error}>
        The NAVs for this range could not be loaded. {remote.error.message}{" "}
        <Button variant="secondary" size="sm" onClick={() => void remote.mutate()}>
          Try again
        </Button>
      </p>
    );
  }
  return <RangeLoading range={range} />;
}
