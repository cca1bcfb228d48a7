"use client";

import type { CagrInputs } from "@/lib/calculators/cagr-form";
import { CalculatorForm } from "./calculator-form";
import { CAGR_DEFINITION } from "./definitions/cagr-definition";

export function CagrCalculator({ initial }: { initial: CagrInputs }) {
  return <CalculatorForm definition={CAGR_DEFINITION} initial={initial} />;
}
