"use client";

import { useMemo } from "react";
import { CalculatorResults } from "./calculator-results";
import type { CalculatorOutcome } from "./calculator-types";
import { useQuerySync } from "./use-query-sync";

/** A calculator's result on valid inputs, with the address kept in step with them (see lazyOutcome). */
export function CalculatorOutcomeView<T>({ outcome, inputs }: { outcome: CalculatorOutcome<T>; inputs: T }) {
  const view = useMemo(() => outcome.present(inputs), [outcome, inputs]);
  useQuerySync(outcome.queryState.serialise(inputs));
  return <CalculatorResults view={view} />;
}
