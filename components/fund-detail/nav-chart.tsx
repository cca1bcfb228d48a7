"use client";

import { useState, type ReactNode } from "react";
import { CHART_RANGES, type ChartRange } from "./nav-ranges";
import { RangeLoading } from "./range-loading";
import styles from "./fund-client.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

const RemoteNavFigure = deferred(() => import("./remote-nav-figure"), "RemoteNavFigure");

/** The range the page renders on the server (lib/funds/fund-page.ts DEFAULT_NAV_RANGE). */
const SERVER_RANGE: ChartRange = "1Y";

/**
 * The NAV chart's range buttons around its figure. The 1Y figure comes rendered with the page; another range
 * loads through the product API when chosen. Without an ISIN the API cannot be asked, so only 1Y is offered.
 */
export function NavChart({ isin, serverFigure }: { isin: string | null; serverFigure: ReactNode }) {
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
      {range === SERVER_RANGE || isin === null ? (
        serverFigure
      ) : (
        <Deferred fallback={<RangeLoading range={range} />}>
          <RemoteNavFigure isin={isin} range={range} />
        </Deferred>
      )}
    </div>
  );
}
