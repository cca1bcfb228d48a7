import { SIP_DEFAULTS, SIP_FIELDS, SIP_MODE_LABELS, type SipInputs } from "@/lib/calculators/sip-form";
import type { CalculatorFields } from "../calculator-types";
import { FREQUENCY_FIELD, TIMING_FIELD, inMode, optionsOf } from "./common-fields";
import { DURATION_FIELD_DEFS } from "./duration-field-defs";

export const SIP_DEFINITION: CalculatorFields<SipInputs> = {
  fields: [
    { kind: "select", name: "mode", label: "Calculate from", options: optionsOf(SIP_MODE_LABELS) },
    {
      kind: "number",
      name: "amount",
      label: "Investment per instalment",
      spec: SIP_FIELDS.amount,
      slider: true,
      when: inMode("amount"),
    },
    {
      kind: "number",
      name: "target",
      label: "Target amount",
      spec: SIP_FIELDS.target,
      slider: true,
      when: inMode("target"),
    },
    FREQUENCY_FIELD,
    { ...TIMING_FIELD, label: "Instalment invested at the" },
    {
      kind: "number",
      name: "annualRatePct",
      label: "Expected return a year",
      spec: SIP_FIELDS.annualRatePct,
      slider: true,
    },
    ...DURATION_FIELD_DEFS,
    { kind: "number", name: "stepUpPct", label: "Yearly step-up", spec: SIP_FIELDS.stepUpPct, slider: true },
  ],
  defaults: { ...SIP_DEFAULTS },
  loadSchema: () => import("./sip-outcome").then((m) => m.SIP_OUTCOME.queryState.schema),
};
