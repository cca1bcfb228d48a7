"use client";

import type { SwpInputs } from "@/lib/calculators/swp-form";
import { CalculatorForm } from "./calculator-form";
import { SWP_DEFINITION } from "./definitions/swp-definition";
import { lazyOutcome } from "./lazy-outcome";

const swpResult = lazyOutcome(() => import("./definitions/swp-outcome").then((m) => m.SWP_OUTCOME));

export function SwpCalculator({ initial }: { initial: SwpInputs }) {
  return <CalculatorForm definition={SWP_DEFINITION} initial={initial} result={swpResult} />;
}
