import { XIRR_NOT_COMPUTABLE_LABEL } from "@/lib/calculators/mutual-fund";
import { FUND_MESSAGE, MUTUAL_FUND_DEFAULTS, MUTUAL_FUND_FIELDS, MUTUAL_FUND_MODE_LABELS, MUTUAL_FUND_RULES, runMutualFund, type MutualFundInputs } from "@/lib/calculators/mutual-fund-form";
import { formatDate, formatInr, formatNumber } from "@/lib/format";
import type { NavPoint } from "@/lib/metrics/nav-series";
import type { CalculatorFields, ResultProblem, ResultView } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, percent, rupees } from "../result-format";
import { FREQUENCY_FIELD, inMode, optionsOf } from "./common-fields";

/** The chosen fund as the page loaded it: its name and NAV history. */
export interface ChosenFund {
  schemeCode: number;
  name: string;
  points: readonly NavPoint[];
}

export const MUTUAL_FUND_DEFINITION: CalculatorFields<MutualFundInputs> = {
  fields: [
    { kind: "select", name: "mode", label: "Investment type", options: optionsOf(MUTUAL_FUND_MODE_LABELS) },
    { kind: "number", name: "amount", label: "SIP amount", spec: MUTUAL_FUND_FIELDS.sipAmount, slider: true, when: inMode("sip") },
    { kind: "number", name: "amount", label: "Lumpsum amount", spec: MUTUAL_FUND_FIELDS.lumpsumAmount, slider: true, when: inMode("lumpsum") },
    { ...FREQUENCY_FIELD, when: inMode("sip") },
    { kind: "date", name: "startDate", label: "Start date" },
    { kind: "date", name: "endDate", label: "Last instalment on or before", when: inMode("sip") },
  ],
  defaults: { ...MUTUAL_FUND_DEFAULTS },
  rules: MUTUAL_FUND_RULES,
};

/**
 * The result on one fund's NAV history, or the problem to show: no fund chosen, or dates outside its history
 * (shown under the date field). Runs with the form, since the form needs to know where a problem goes.
 */
export function presentMutualFund(fund: ChosenFund | null, inputs: MutualFundInputs): ResultView | ResultProblem {
  if (!fund || inputs.schemeCode !== fund.schemeCode) return { field: null, message: `${FUND_MESSAGE} to see what investing in it would be worth today.` };
  const outcome = runMutualFund(inputs, fund.points);
  if (!outcome.ok) return { field: outcome.field, message: outcome.message };
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
}
