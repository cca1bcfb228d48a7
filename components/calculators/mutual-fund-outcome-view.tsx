"use client";

import { useMemo } from "react";
import type { MutualFundInputs } from "@/lib/calculators/mutual-fund-form";
import { CalculatorOutcomeView } from "./calculator-outcome-view";
import type { ChosenFund } from "./definitions/mutual-fund-definition";
import { mutualFundOutcome } from "./definitions/mutual-fund-outcome";

/** The mutual fund calculator's result on the chosen fund (fetched after the form; see MutualFundCalculator). */
export function MutualFundOutcomeView({ fund, inputs }: { fund: ChosenFund; inputs: MutualFundInputs }) {
  const outcome = useMemo(() => mutualFundOutcome(fund), [fund]);
  return <CalculatorOutcomeView outcome={outcome} inputs={inputs} />;
}
