"use client";

import { useMemo, type ReactNode } from "react";
import { Deferred, deferred } from "@/components/deferred/deferred";
import type { CalculatorOutcome, ResultSlot } from "./calculator-types";

/**
 * The result of a calculator whose math, presentation and URL query (`load`) are fetched after the form. The
 * server renders the result into the HTML; in the browser React keeps that on screen until the code arrives,
 * right after hydration. The fields stay in the first load and are live at once; nothing waits on the result.
 */
export function lazyOutcome<T>(load: () => Promise<CalculatorOutcome<T>>): (inputs: T) => ResultSlot {
  const result = lazyOutcomeOf<T, null>(() => load().then((outcome) => () => outcome));
  return (inputs) => ({ node: result(inputs, null) });
}

/**
 * lazyOutcome for a result that also depends on what the page loaded (the mutual fund calculator's fund):
 * `load` fetches the function that builds the outcome for it. Keep `context` stable between renders.
 */
export function lazyOutcomeOf<T, C>(
  load: () => Promise<(context: C) => CalculatorOutcome<T>>,
): (inputs: T, context: C) => ReactNode {
  const Outcome = deferred(async () => {
    const [outcomeFor, { CalculatorOutcomeView }] = await Promise.all([load(), import("./calculator-outcome-view")]);
    function LoadedOutcome({ inputs, context }: { inputs: T; context: C }) {
      const outcome = useMemo(() => outcomeFor(context), [context]);
      return <CalculatorOutcomeView outcome={outcome} inputs={inputs} />;
    }
    return { LoadedOutcome };
  }, "LoadedOutcome");
  return function resultFor(inputs: T, context: C): ReactNode {
    return (
      <Deferred>
        <Outcome inputs={inputs} context={context} />
      </Deferred>
    );
  };
}
