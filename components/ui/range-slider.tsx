"use client";

import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from "react";
import { parseNumericInput } from "@/lib/format";
import { cx } from "./field-state";
import { NumberField, numberToFieldText, type NumericUnit } from "./number-field";
import { normalizeRange, percentOf, setRangeHigh, setRangeLow, type RangeValue } from "./range-values";
import styles from "./range-slider.module.css";

export interface RangeSliderProps {
  /** Name of the filter, e.g. "Expense ratio"; thumbs are labelled "Minimum …" / "Maximum …". */
  label: string;
  /** The filter's bounds; every value is clamped into them. */
  min: number;
  max: number;
  step?: number;
  value: readonly [number, number];
  onChange: (value: RangeValue) => void;
  unit?: NumericUnit;
  disabled?: boolean;
  className?: string;
}

export const RANGE_SLIDER_DEFAULT_STEP = 0.01;

function describe(value: number, unit: NumericUnit | undefined): string {
  const text = numberToFieldText(value, true);
  if (!unit) return text;
  return unit === "₹" ? `₹${text}` : `${text} ${unit}`;
}

export function RangeSlider({
  label,
  min,
  max,
  step = RANGE_SLIDER_DEFAULT_STEP,
  value,
  onChange,
  unit,
  disabled = false,
  className,
}: RangeSliderProps) {
  const bounds = { min, max };
  // Bounds below zero (a fund's worst 1-year return) make the Min and Max boxes take a minus sign.
  const signed = min < 0;
  const [low, high] = normalizeRange(value, bounds);
  // What the Min/Max boxes show while being edited; undefined = show the committed value.
  const [lowDraft, setLowDraft] = useState<number | null | undefined>(undefined);
  const [highDraft, setHighDraft] = useState<number | null | undefined>(undefined);

  function emit(next: RangeValue) {
    if (next[0] !== value[0] || next[1] !== value[1]) onChange(next);
  }

  // Typed values that are already valid apply at once; others wait for blur or Enter, then clamp.
  function typeLow(next: number | null) {
    setLowDraft(next);
    if (next !== null && next >= min && next <= high) emit([next, high]);
  }

  function typeHigh(next: number | null) {
    setHighDraft(next);
    if (next !== null && next <= max && next >= low) emit([low, next]);
  }

  function commitLow(text: string) {
    setLowDraft(undefined);
    const typed = parseNumericInput(text, signed);
    if (typed !== null) emit(setRangeLow([low, high], typed, bounds));
  }

  function commitHigh(text: string) {
    setHighDraft(undefined);
    const typed = parseNumericInput(text, signed);
    if (typed !== null) emit(setRangeHigh([low, high], typed, bounds));
  }

  function commitOnEnter(commit: (text: string) => void) {
    return (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === "Enter") {
        event.preventDefault();
        commit(event.currentTarget.value);
      }
    };
  }

  const lowPercent = percentOf(low, bounds);
  const highPercent = percentOf(high, bounds);

  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.slider}>
        <div className={styles.track} aria-hidden="true">
          <div className={styles.fill} style={{ left: `${lowPercent}%`, right: `${100 - highPercent}%` }} />
        </div>
        <input
          type="range"
          className={cx(styles.thumb, lowPercent > 50 && styles.onTop)}
          aria-label={`Minimum ${label}`}
          aria-valuetext={describe(low, unit)}
          min={min}
          max={max}
          step={step}
          value={low}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            emit(setRangeLow([low, high], Number(event.currentTarget.value), bounds))
          }
        />
        <input
          type="range"
          className={styles.thumb}
          aria-label={`Maximum ${label}`}
          aria-valuetext={describe(high, unit)}
          min={min}
          max={max}
          step={step}
          value={high}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            emit(setRangeHigh([low, high], Number(event.currentTarget.value), bounds))
          }
        />
      </div>
      {/* No min/max on the boxes: typeLow/typeHigh and the commits do the clamping and ordering. */}
      <div className={styles.inputs}>
        <NumberField
          label="Min"
          value={lowDraft === undefined ? low : lowDraft}
          onValueChange={typeLow}
          onBlur={(event: FocusEvent<HTMLInputElement>) => commitLow(event.currentTarget.value)}
          onKeyDown={commitOnEnter(commitLow)}
          step={step}
          unit={unit}
          signed={signed}
          disabled={disabled}
          className={styles.input}
        />
        <NumberField
          label="Max"
          value={highDraft === undefined ? high : highDraft}
          onValueChange={typeHigh}
          onBlur={(event: FocusEvent<HTMLInputElement>) => commitHigh(event.currentTarget.value)}
          onKeyDown={commitOnEnter(commitHigh)}
          step={step}
          unit={unit}
          signed={signed}
          disabled={disabled}
          className={styles.input}
        />
      </div>
    </fieldset>
  );
}
