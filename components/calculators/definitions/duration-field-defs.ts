import { DURATION_FIELDS } from "@/lib/calculators/duration-fields";
import { DURATION_UNIT_LABELS, type DurationUnit } from "@/lib/calculators/periods";
import type { Draft, FieldDef } from "../calculator-types";
import { optionsOf } from "./common-fields";

/** The duration box (its range follows the unit) and the Years/Months choice. */
export const DURATION_FIELD_DEFS: readonly FieldDef[] = [
  {
    kind: "number",
    name: "duration",
    label: "Duration",
    spec: (draft: Draft) =>
      DURATION_FIELDS[draft.durationUnit === "months" ? "months" : ("years" satisfies DurationUnit)],
    slider: true,
  },
  { kind: "select", name: "durationUnit", label: "Duration in", options: optionsOf(DURATION_UNIT_LABELS) },
];
