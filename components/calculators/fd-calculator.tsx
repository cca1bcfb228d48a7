"use client";

import type { FdInputs } from "@/lib/calculators/fixed-deposit-form";
import { CalculatorForm } from "./calculator-form";
import { FD_DEFINITION } from "./definitions/fd-definition";

export function FdCalculator({ initial }: { initial: FdInputs }) {
  return <CalculatorForm definition={FD_DEFINITION} initial={initial} />;
}
