"use client";

import { lazy, Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ChartCanvasProps } from "./chart-canvas";
import styles from "./chart-figure.module.css";

// React.lazy rather than next/dynamic, whose loader costs a few kB gzipped on every page with a chart.
const ChartCanvas = lazy(() => import("./chart-canvas").then((m) => ({ default: m.ChartCanvas })));

const loading = (
  <div className={styles.loading}>
    <Spinner label="Loading chart…" />
  </div>
);

/** The chart.js canvas, fetched after hydration (a spinner until then, also in the server HTML). */
export function LazyChartCanvas(props: ChartCanvasProps) {
  const hydrated = useHydrated();
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <ChartCanvas {...props} />
    </Suspense>
  );
}
