"use client";

import { lazy, Suspense, useState } from "react";
import type { NavWindow } from "@/lib/funds/nav-history";
import { CHART_RANGES, NavFigure, type ChartRange } from "./nav-figure";
import { RangeLoading } from "./range-loading";
import styles from "./fund-detail.module.css";

const RemoteNavFigure = lazy(() => import("./remote-nav-figure").then((m) => ({ default: m.RemoteNavFigure })));

/** The range the page renders on the server (lib/funds/fund-page.ts DEFAULT_NAV_RANGE). */
const SERVER_RANGE: ChartRange = "1Y";

/**
 * The NAV chart with its range buttons. 1Y comes with the page; another range loads through the product API
 * when chosen. A plan without an ISIN cannot be asked for by the API, so it keeps 1Y.
 */
export function NavChart({ isin, initial }: { isin: string | null; initial: NavWindow }) {
  const [range, setRange] = useState<ChartRange>(SERVER_RANGE);
  return (
    <div className={styles.navChart}>
      <div role="group" aria-label="Chart range" className={styles.rangeButtons}>
        {CHART_RANGES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === range}
            disabled={isin === null && option !== SERVER_RANGE}
            className={styles.rangeButton}
            onClick={() => setRange(option)}
          >
            {option}
          </button>
        ))}
      </div>
      {isin === null && <p className={styles.note}>AMFI lists no ISIN for this plan, so only the last year of NAVs is shown here.</p>}
      {range === SERVER_RANGE || isin === null ? (
        <NavFigure range={SERVER_RANGE} shown={initial} />
      ) : (
        <Suspense fallback={<RangeLoading range={range} />}>
          <RemoteNavFigure isin={isin} range={range} />
        </Suspense>
      )}
    </div>
  );
}
