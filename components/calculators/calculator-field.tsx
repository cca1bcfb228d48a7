"use client";

import { NumberField } from "@/components/ui/number-field";
import { Select } from "@/components/ui/select";
import type { NumberFieldSpec } from "@/lib/calculators/input-fields";
import type { Draft, FieldDef, NumberFieldDef } from "./calculator-types";
import styles from "./calculator-form.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";
import { sliderMin } from "@/lib/calculators/slider-grid";
import { LOG_SLIDER_POSITIONS, hasLogSlider, logSliderPosition, logSliderValue } from "@/lib/calculators/slider-scale";
import { groupIndian } from "@/lib/format";

// Only the mutual fund calculator asks for dates: the date field and its calendar are a chunk of their own,
// which no other calculator fetches. React keeps the server-rendered field on screen until it arrives.
const DateField = deferred(() => import("@/components/ui/date-field"), "DateField");

export function numberSpec(field: NumberFieldDef, draft: Draft): NumberFieldSpec {
  return typeof field.spec === "function" ? field.spec(draft) : field.spec;
}

interface CalculatorFieldProps {
  field: FieldDef;
  draft: Draft;
  error?: string;
  onChange: (name: string, value: unknown) => void;
}

/**
 * One input of a calculator. The number box takes no min/max: an out-of-range value stays as typed
 * and shows the field's message (clamping it on blur would quietly change what the user asked for).
 */
export function CalculatorField({ field, draft, error, onChange }: CalculatorFieldProps) {
  const id = `calc-${field.name}`;
  if (field.kind === "select") {
    return (
      <Select
        id={id}
        label={field.label}
        options={field.options}
        value={String(draft[field.name])}
        error={error}
        onChange={(event) => onChange(field.name, event.currentTarget.value)}
      />
    );
  }
  if (field.kind === "date") {
    const raw = draft[field.name];
    return (
      <Deferred>
        <DateField
          id={id}
          label={field.label}
          value={typeof raw === "string" ? raw : null}
          error={error}
          // An empty date is undefined in the inputs (the calculator's default date), never null.
          onValueChange={(next) => onChange(field.name, next ?? undefined)}
        />
      </Deferred>
    );
  }
  const spec = numberSpec(field, draft);
  const raw = draft[field.name];
  const value = typeof raw === "number" ? raw : null;
  return (
    <div className={styles.numberField}>
      <NumberField
        id={id}
        label={field.label}
        value={value}
        unit={spec.unit}
        step={spec.step}
        error={error}
        onValueChange={(next) => onChange(field.name, next)}
      />
      {field.slider ? (
        hasLogSlider(spec) ? (
          <input
            type="range"
            className={styles.slider}
            aria-label={`${field.label} slider`}
            aria-valuetext={value === null ? undefined : `₹${groupIndian(value)}`}
            min={0}
            max={LOG_SLIDER_POSITIONS}
            step={1}
            value={logSliderPosition(spec, value ?? spec.min)}
            onChange={(event) => onChange(field.name, logSliderValue(spec, Number(event.currentTarget.value)))}
          />
        ) : (
          <input
            type="range"
            className={styles.slider}
            aria-label={`${field.label} slider`}
            min={sliderMin(spec.min, spec.step)}
            max={spec.max}
            step={spec.step}
            value={Math.min(spec.max, Math.max(spec.min, value ?? spec.min))}
            onChange={(event) => onChange(field.name, Math.max(spec.min, Number(event.currentTarget.value)))}
          />
        )
      ) : null}
    </div>
  );
}
