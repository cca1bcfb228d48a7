"use client";

import type { SipInputs } from "@/lib/calculators/sip-form";
import { CalculatorForm } from "./calculator-form";
import { SIP_DEFINITION } from "./definitions/sip-definition";
import { lazyOutcome } from "./lazy-outcome";

const sipResult = lazyOutcome(() => import("./definitions/sip-outcome").then((m) => m.SIP_OUTCOME));

export function SipCalculator({ initial }: { initial: SipInputs }) {
  return <CalculatorForm definition={SIP_DEFINITION} initial={initial} result={sipResult} />;
}
