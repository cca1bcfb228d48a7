"use client";

import type { StpInputs } from "@/lib/calculators/stp-form";
import { CalculatorForm } from "./calculator-form";
import { STP_DEFINITION } from "./definitions/stp-definition";

export function StpCalculator({ initial }: { initial: StpInputs }) {
  return <CalculatorForm definition={STP_DEFINITION} initial={initial} />;
}
