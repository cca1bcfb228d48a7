import { FREQUENCY_LABELS, RATE_BASIS_LABELS, TIMING_LABELS } from "@/lib/calculators/periods";
import type { Draft, FieldDef } from "../calculator-types";

/** Select options from a value → label record, in the record's order. */
export function optionsOf(labels: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export const FREQUENCY_FIELD: FieldDef = {
  kind: "select",
  name: "frequency",
  label: "Frequency",
  options: optionsOf(FREQUENCY_LABELS),
};

/** When a withdrawal or an instalment is paid in its period. */
export const TIMING_FIELD: FieldDef = {
  kind: "select",
  name: "timing",
  label: "Withdrawal paid at the",
  options: optionsOf(TIMING_LABELS),
};

/** How the annual return becomes a periodic rate. */
export const RATE_BASIS_FIELD: FieldDef = {
  kind: "select",
  name: "rateBasis",
  label: "Periodic rate",
  options: optionsOf(RATE_BASIS_LABELS),
};

/** Shows a field only in one mode of the calculator. */
export function inMode(mode: string): (draft: Draft) => boolean {
  return (draft) => draft.mode === mode;
}
