"use client";

import type { CagrInputs } from "@/lib/calculators/cagr-form";
import { CalculatorForm } from "./calculator-form";
import { CAGR_DEFINITION } from "./definitions/cagr-definition";
import { lazyOutcome } from "./lazy-outcome";

const cagrResult = lazyOutcome(() => import("./definitions/cagr-outcome").then((m) => m.CAGR_OUTCOME));

export function CagrCalculator({ initial }: { initial: CagrInputs }) {
  return <CalculatorForm definition={CAGR_DEFINITION} initial={initial} result={cagrResult} />;
}
