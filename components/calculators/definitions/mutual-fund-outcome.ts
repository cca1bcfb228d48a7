import { XIRR_NOT_COMPUTABLE_LABEL } from "@/lib/calculators/mutual-fund";
import type { MutualFundInputs } from "@/lib/calculators/mutual-fund-form";
import { mutualFundQueryState, runMutualFund } from "@/lib/calculators/mutual-fund-run";
import { formatDate, formatInr, formatNumber } from "@/lib/format";
import type { CalculatorOutcome } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, percent, rupees } from "../result-format";
import type { ChosenFund } from "./mutual-fund-definition";

/** The inputs' schema, for the form: it loads with the result, after hydration. */
export const MUTUAL_FUND_SCHEMA = mutualFundQueryState.schema;

/**
 * The mutual fund calculator's result half on one fund's NAV history, fetched after the form. The form has
 * already checked the inputs against the fund's window (mutualFundProblem), so the run always has a result.
 */
export function mutualFundOutcome(fund: ChosenFund): CalculatorOutcome<MutualFundInputs> {
  return {
    queryState: mutualFundQueryState,
    present: (inputs) => {
      const outcome = runMutualFund(inputs, fund.points);
      if (!outcome.ok)
        throw new Error(`The form let through inputs the fund's history cannot take: ${outcome.message}`);
      const result = outcome.result;
      return {
        summary: [
          moneyItem("Invested amount", result.invested),
          moneyItem("Estimated gains", result.gains),
          moneyItem("Current value", result.totalValue, true),
          { label: "XIRR", value: result.xirrPct === null ? XIRR_NOT_COMPUTABLE_LABEL : percent(result.xirrPct) },
          { label: "Absolute return", value: percent(result.absoluteReturnPct) },
          { label: "Units", value: formatNumber(result.units, { fractionDigits: 3 }) },
        ],
        note: `${fund.name}: ${result.purchases.length} ${result.purchases.length === 1 ? "purchase" : "purchases"} from ${formatDate(result.startDate)}, valued at the NAV of ${formatDate(result.valuationDate)} (${formatInr(result.valuationNav, { fractionDigits: 4 })}).`,
        ...growthTableAndChart(result.rows, {
          summary: `${rupees(result.invested)} invested in ${fund.name} from ${formatDate(result.startDate)} is worth ${rupees(result.totalValue)} on ${formatDate(result.valuationDate)}.`,
        }),
      };
    },
  };
}
