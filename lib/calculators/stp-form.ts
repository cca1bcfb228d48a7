import { DURATION_FIELDS } from "@/lib/calculators/duration-fields";
import { amountField, percentField } from "@/lib/calculators/input-fields";
import type { StpInputs } from "@/lib/calculators/stp-schema";

export const STP_FIELDS = {
  lumpsum: amountField(1_000, 100_00_00_000, 10_000, 5_00_000),
  transfer: amountField(100, 1_00_00_000, 500, 25_000),
  sourceRatePct: percentField("the source fund's expected return", 0, 50, 0.1, 6),
  targetRatePct: percentField("the target fund's expected return", 0, 50, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

export const STP_DEFAULTS: StpInputs = {
  lumpsum: STP_FIELDS.lumpsum.defaultValue,
  transfer: STP_FIELDS.transfer.defaultValue,
  frequency: "monthly",
  sourceRatePct: STP_FIELDS.sourceRatePct.defaultValue,
  targetRatePct: STP_FIELDS.targetRatePct.defaultValue,
  duration: 2,
  durationUnit: "years",
};

export type { StpInputs };
