"use client";

import type { FdInputs } from "@/lib/calculators/fixed-deposit-form";
import { CalculatorForm } from "./calculator-form";
import { FD_DEFINITION } from "./definitions/fd-definition";
import { lazyOutcome } from "./lazy-outcome";

const fdResult = lazyOutcome(() => import("./definitions/fd-outcome").then((m) => m.FD_OUTCOME));

export function FdCalculator({ initial }: { initial: FdInputs }) {
  return <CalculatorForm definition={FD_DEFINITION} initial={initial} result={fdResult} />;
}
