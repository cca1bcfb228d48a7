"use client";

import type { LumpsumInputs } from "@/lib/calculators/lumpsum-form";
import { CalculatorForm } from "./calculator-form";
import { LUMPSUM_DEFINITION } from "./definitions/lumpsum-definition";
import { lazyOutcome } from "./lazy-outcome";

const lumpsumResult = lazyOutcome(() => import("./definitions/lumpsum-outcome").then((m) => m.LUMPSUM_OUTCOME));

export function LumpsumCalculator({ initial }: { initial: LumpsumInputs }) {
  return <CalculatorForm definition={LUMPSUM_DEFINITION} initial={initial} result={lumpsumResult} />;
}
