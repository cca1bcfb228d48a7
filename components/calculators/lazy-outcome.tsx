"use client";

import { lazy, Suspense } from "react";
import type { CalculatorOutcome, ResultSlot } from "./calculator-types";

/**
 * The result of a calculator whose math, presentation and URL query (`load`) are fetched after the form. The
 * server renders the result into the HTML; in the browser React keeps that on screen until the code arrives,
 * right after hydration. The fields stay in the first load and are live at once; nothing waits on the result.
 */
export function lazyOutcome<T>(load: () => Promise<CalculatorOutcome<T>>): (inputs: T) => ResultSlot {
  const Outcome = lazy(async () => {
    const [outcome, { CalculatorOutcomeView }] = await Promise.all([load(), import("./calculator-outcome-view")]);
    function LoadedOutcome({ inputs }: { inputs: T }) {
      return <CalculatorOutcomeView outcome={outcome} inputs={inputs} />;
    }
    return { default: LoadedOutcome };
  });
  return (inputs) => ({
    node: (
      <Suspense fallback={null}>
        <Outcome inputs={inputs} />
      </Suspense>
    ),
  });
}
