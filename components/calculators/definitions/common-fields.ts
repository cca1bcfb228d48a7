import { DURATION_FIELDS } from "@/lib/calculators/input-fields";
import { DURATION_UNIT_LABELS, FREQUENCY_LABELS, type DurationUnit } from "@/lib/calculators/periods";
import type { Draft, FieldDef } from "../calculator-types";

/** Select options from a value → label record, in the record's order. */
export function optionsOf(labels: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export const FREQUENCY_FIELD: FieldDef = { kind: "select", name: "frequency", label: "Frequency", options: optionsOf(FREQUENCY_LABELS) };

/** The duration box (its range follows the unit) and the Years/Months choice. */
export const DURATION_FIELD_DEFS: readonly FieldDef[] = [
  {
    kind: "number",
    name: "duration",
    label: "Duration",
    spec: (draft: Draft) => DURATION_FIELDS[draft.durationUnit === "months" ? "months" : ("years" satisfies DurationUnit)],
    slider: true,
  },
  { kind: "select", name: "durationUnit", label: "Duration in", options: optionsOf(DURATION_UNIT_LABELS) },
];

/** Shows a field only in one mode of the calculator. */
export function inMode(mode: string): (draft: Draft) => boolean {
  return (draft) => draft.mode === mode;
}
