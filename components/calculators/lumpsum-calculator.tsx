"use client";

import type { LumpsumInputs } from "@/lib/calculators/lumpsum-form";
import { CalculatorForm } from "./calculator-form";
import { LUMPSUM_DEFINITION } from "./definitions/lumpsum-definition";

export function LumpsumCalculator({ initial }: { initial: LumpsumInputs }) {
  return <CalculatorForm definition={LUMPSUM_DEFINITION} initial={initial} />;
}
