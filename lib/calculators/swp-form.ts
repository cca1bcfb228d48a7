import { DURATION_FIELDS } from "@/lib/calculators/duration-fields";
import { amountField, percentField } from "@/lib/calculators/input-fields";
import type { SwpInputs } from "@/lib/calculators/swp-schema";

export const SWP_FIELDS = {
  corpus: amountField(1_000, 100_00_00_000, 10_000, 10_00_000),
  withdrawal: amountField(100, 1_00_00_000, 500, 10_000),
  annualRatePct: percentField("an expected return", 0, 50, 0.1, 8),
  duration: DURATION_FIELDS,
} as const;

export const SWP_DEFAULTS: SwpInputs = {
  corpus: SWP_FIELDS.corpus.defaultValue,
  withdrawal: SWP_FIELDS.withdrawal.defaultValue,
  annualRatePct: SWP_FIELDS.annualRatePct.defaultValue,
  frequency: "monthly",
  // The usual Indian SWP references' convention (see SWP_CONVENTION).
  rateBasis: "effective",
  timing: "end",
  duration: DURATION_FIELDS.years.defaultValue,
  durationUnit: "years",
};

export type { SwpInputs };
