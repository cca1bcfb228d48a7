"use client";

import type { StpInputs } from "@/lib/calculators/stp-form";
import { CalculatorForm } from "./calculator-form";
import { STP_DEFINITION } from "./definitions/stp-definition";
import { lazyOutcome } from "./lazy-outcome";

const stpResult = lazyOutcome(() => import("./definitions/stp-outcome").then((m) => m.STP_OUTCOME));

export function StpCalculator({ initial }: { initial: StpInputs }) {
  return <CalculatorForm definition={STP_DEFINITION} initial={initial} result={stpResult} />;
}
