import { DURATION_FIELDS } from "@/lib/calculators/duration-fields";
import { amountField, percentField } from "@/lib/calculators/input-fields";
import type { DurationUnit } from "@/lib/calculators/periods";

/** "cagr": the rate between two values; "future-value": the value a rate reaches. */
export const CAGR_MODES = ["cagr", "future-value"] as const;
export type CagrMode = (typeof CAGR_MODES)[number];
export const CAGR_MODE_LABELS: Record<CagrMode, string> = {
  cagr: "Find the CAGR",
  "future-value": "Find the future value",
};

export const CAGR_FIELDS = {
  startValue: amountField(1, 1_000_00_00_000, 1_000, 1_00_000),
  endValue: amountField(0, 1_000_00_00_000, 1_000, 2_00_000),
  cagrPct: percentField("a CAGR", 0, 100, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

export interface CagrForm {
  mode: CagrMode;
  startValue: number;
  endValue: number;
  cagrPct: number;
  duration: number;
  durationUnit: DurationUnit;
}

export const CAGR_DEFAULTS: CagrForm = {
  mode: "cagr",
  startValue: CAGR_FIELDS.startValue.defaultValue,
  endValue: CAGR_FIELDS.endValue.defaultValue,
  cagrPct: CAGR_FIELDS.cagrPct.defaultValue,
  duration: 5,
  durationUnit: "years",
};

export type { CagrInputs } from "@/lib/calculators/cagr-schema";
