"use client";

import type { SipInputs } from "@/lib/calculators/sip-form";
import { CalculatorForm } from "./calculator-form";
import { SIP_DEFINITION } from "./definitions/sip-definition";

export function SipCalculator({ initial }: { initial: SipInputs }) {
  return <CalculatorForm definition={SIP_DEFINITION} initial={initial} />;
}
