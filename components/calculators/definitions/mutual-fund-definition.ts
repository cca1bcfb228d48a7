import {
  FUND_MESSAGE,
  MUTUAL_FUND_DEFAULTS,
  MUTUAL_FUND_FIELDS,
  MUTUAL_FUND_MODE_LABELS,
  type MutualFundInputs,
} from "@/lib/calculators/mutual-fund-form";
import type { NavWindow } from "@/lib/calculators/nav-window";
import { NO_NAV_HISTORY_MESSAGE, navWindowProblem } from "@/lib/calculators/nav-window-problem";
import type { NavPoint } from "@/lib/metrics/nav-series";
import type { CalculatorFields, ResultProblem } from "../calculator-types";
import { FREQUENCY_FIELD, inMode, optionsOf } from "./common-fields";

/** The chosen fund as the page loaded it: its name, NAV history and the dates a plan on it may use. */
export interface ChosenFund {
  schemeCode: number;
  name: string;
  points: readonly NavPoint[];
  /** Null when the fund has no NAV history. */
  window: NavWindow | null;
}

export const MUTUAL_FUND_DEFINITION: CalculatorFields<MutualFundInputs> = {
  fields: [
    { kind: "select", name: "mode", label: "Investment type", options: optionsOf(MUTUAL_FUND_MODE_LABELS) },
    {
      kind: "number",
      name: "amount",
      label: "SIP amount",
      spec: MUTUAL_FUND_FIELDS.sipAmount,
      slider: true,
      when: inMode("sip"),
    },
    {
      kind: "number",
      name: "amount",
      label: "Lumpsum amount",
      spec: MUTUAL_FUND_FIELDS.lumpsumAmount,
      slider: true,
      when: inMode("lumpsum"),
    },
    { ...FREQUENCY_FIELD, when: inMode("sip") },
    { kind: "date", name: "startDate", label: "Start date" },
    { kind: "date", name: "endDate", label: "Last instalment on or before", when: inMode("sip") },
  ],
  defaults: { ...MUTUAL_FUND_DEFAULTS },
  loadSchema: () => import("./mutual-fund-outcome").then((m) => m.MUTUAL_FUND_SCHEMA),
};

export const NO_FUND_PROBLEM: ResultProblem = {
  field: null,
  message: `${FUND_MESSAGE} to see what investing in it would be worth today.`,
};

/**
 * Why valid inputs give no result on this fund, or null when they give one: another fund in the inputs, no NAV
 * history, or dates outside it (shown under the date field). Runs with the form, before the math has loaded.
 */
export function mutualFundProblem(fund: ChosenFund, inputs: MutualFundInputs): ResultProblem | null {
  if (inputs.schemeCode !== fund.schemeCode) return NO_FUND_PROBLEM;
  if (!fund.window) return { field: null, message: NO_NAV_HISTORY_MESSAGE };
  return navWindowProblem(inputs, fund.window);
}
