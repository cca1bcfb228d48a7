"use client";

import { lazy, Suspense } from "react";
import type { ResultView } from "./calculator-types";

// The result (figures, chart, year-by-year table) is in the server HTML but not in the first-load JavaScript:
// its code is fetched while the page hydrates, and React keeps the server-rendered result on screen until it
// arrives (a lazy component under Suspense). It only displays, so no input waits on it.
const CalculatorResults = lazy(() => import("./calculator-results").then((m) => ({ default: m.CalculatorResults })));

export function LazyCalculatorResults({ view }: { view: ResultView }) {
  return (
    <Suspense fallback={null}>
      <CalculatorResults view={view} />
    </Suspense>
  );
}
