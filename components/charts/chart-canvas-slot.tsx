"use client";

import { useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useFirstVisible } from "@/components/ui/use-first-visible";
import type { ChartCanvasProps } from "./chart-canvas";
import styles from "./chart-figure.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

// React.lazy rather than next/dynamic, whose loader alone costs about 4.6 kB gzipped of every chart page's
// first load.
const ChartCanvas = deferred(() => import("./chart-canvas"), "ChartCanvas");

function ChartLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading chart…" />
    </div>
  );
}

/**
 * Where ChartFigure's canvas goes: the only part of a chart that runs in the browser. chart.js is fetched
 * and the chart drawn only once the figure is near the viewport (after hydration, since effects run only
 * then): a page with charts below the fold or in hidden tab panels does not pay for them while it loads.
 * A spinner holds the place until then.
 */
export function ChartCanvasSlot(props: ChartCanvasProps) {
  const slot = useRef<HTMLDivElement>(null);
  const visible = useFirstVisible(slot);
  return (
    <div ref={slot} className={styles.slot}>
      {visible ? (
        <Deferred fallback={<ChartLoading />}>
          <ChartCanvas {...props} />
        </Deferred>
      ) : (
        <ChartLoading />
      )}
    </div>
  );
}
