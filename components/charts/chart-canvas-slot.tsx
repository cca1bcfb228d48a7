"use client";

import { lazy } from "react";
import { AfterHydration } from "@/components/ui/after-hydration";
import { Spinner } from "@/components/ui/spinner";
import type { ChartCanvasProps } from "./chart-canvas";
import styles from "./chart-figure.module.css";

// React.lazy after hydration rather than next/dynamic, whose loader alone costs about 4.6 kB gzipped of
// every chart page's first load.
const ChartCanvas = lazy(() => import("./chart-canvas").then((m) => ({ default: m.ChartCanvas })));

function ChartLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading chart…" />
    </div>
  );
}

/**
 * Where ChartFigure's canvas goes: the only part of a chart that runs in the browser. chart.js is fetched
 * after hydration, so it stays out of every page's first load; a spinner holds the place until then.
 */
export function ChartCanvasSlot(props: ChartCanvasProps) {
  return (
    <AfterHydration fallback={<ChartLoading />}>
      <ChartCanvas {...props} />
    </AfterHydration>
  );
}
