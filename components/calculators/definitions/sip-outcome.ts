import { FREQUENCY_LABELS } from "@/lib/calculators/periods";
import type { SipInputs } from "@/lib/calculators/sip-form";
import { runSip, sipQueryState } from "@/lib/calculators/sip-run";
import type { CalculatorOutcome } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, rupees, yearsText } from "../result-format";

/** The SIP calculator's result half: fetched after the form (see lazyOutcome). */
export const SIP_OUTCOME: CalculatorOutcome<SipInputs> = {
  queryState: sipQueryState,
  present: (inputs) => {
    const { mode, instalment, result } = runSip(inputs);
    const years = result.rows.at(-1)?.elapsedYears ?? 0;
    const frequency = FREQUENCY_LABELS[inputs.frequency].toLowerCase();
    const figures = [
      moneyItem("Invested amount", result.invested),
      moneyItem("Estimated gains", result.gains),
      moneyItem("Total value", result.totalValue, mode === "amount"),
    ];
    return {
      summary: mode === "target" ? [moneyItem(`SIP needed (${frequency})`, instalment, true), ...figures] : figures,
      note:
        inputs.stepUpPct > 0 ? `With the step-up, the last instalment is ${rupees(result.lastInstalment)}.` : undefined,
      ...growthTableAndChart(result.rows, {
        summary: `After ${yearsText(years)}, ${rupees(result.invested)} invested through ${result.instalments} ${frequency} instalments at the ${inputs.timing} of each period grows to ${rupees(result.totalValue)}.`,
      }),
    };
  },
};
