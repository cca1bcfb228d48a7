"use client";

import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import {
  formatNumericInput,
  groupIndian,
  isBlockedNumericKey,
  parseNumericInput,
  sanitizeNumericInput,
} from "@/lib/format";
import { useTypedBeforeLive } from "@/components/deferred/use-before-live";
import { cx, fieldStateClass, type FieldState } from "./field-state";
import { FieldMessages } from "./field-messages";
import { useFieldIds } from "./field-ids";
import fieldStyles from "./field.module.css";
import styles from "./number-field.module.css";

export type NumericUnit = "₹" | "%" | "Y" | "M" | "D" | "Cr" | "Lakh";

const SPOKEN_UNITS: Record<NumericUnit, string> = {
  "₹": "in rupees",
  "%": "in percent",
  Y: "in years",
  M: "in months",
  D: "in days",
  Cr: "in crore",
  Lakh: "in lakh",
};

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step" | "size" | "inputMode"
>;

export interface NumberFieldProps extends NativeInputProps {
  label: string;
  value: number | null;
  onValueChange: (value: number | null) => void;
  /** Applied on blur (out-of-range values are clamped) and by ArrowUp/ArrowDown. */
  min?: number;
  max?: number;
  /** Amount ArrowUp/ArrowDown add or subtract. */
  step?: number;
  /** ₹ is shown before the number, the other units after it. */
  unit?: NumericUnit;
  helpText?: ReactNode;
  error?: ReactNode;
  state?: FieldState;
  /** Hide the visible label (it stays available to screen readers). */
  hideLabel?: boolean;
  /** Accept a leading minus: for the few fields whose values may be below zero (a return filter). */
  signed?: boolean;
}

/** Display text for a number: plain digits (never exponent notation) with Indian grouping. */
export function numberToFieldText(value: number | null, signed = false): string {
  if (value === null || !Number.isFinite(value)) return "";
  const sign = signed && value < 0 ? "-" : "";
  return sign + formatNumericInput(groupIndian(Math.abs(value)));
}

function decimalsOf(value: number): number {
  const text = String(value);
  const point = text.indexOf(".");
  return point === -1 || text.includes("e") ? 0 : text.length - point - 1;
}

function clamp(value: number, min: number | undefined, max: number | undefined): number {
  let result = value;
  if (max !== undefined && result > max) result = max;
  if (min !== undefined && result < min) result = min;
  return result;
}

// The characters sanitizeNumericInput keeps (a signed field keeps a leading minus).
const COUNTED = /[0-9.-]/;

/**
 * Index in `formatted` with `charsAfter` digits/points to its right, placed straight after the
 * previous digit rather than after a grouping comma. Counting from the end keeps the caret stable
 * when the front changes (new commas, collapsed leading zeros).
 */
function caretFromEnd(formatted: string, charsAfter: number): number {
  let index = formatted.length;
  let seen = 0;
  while (index > 0 && seen < charsAfter) {
    if (COUNTED.test(formatted.charAt(index - 1))) seen += 1;
    index -= 1;
  }
  while (index > 0 && !COUNTED.test(formatted.charAt(index - 1))) index -= 1;
  return index;
}

export function NumberField({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  unit,
  helpText,
  error,
  state,
  hideLabel = false,
  signed = false,
  id: idProp,
  disabled,
  readOnly,
  className,
  onKeyDown,
  onBlur,
  onPaste,
  "aria-describedby": ariaDescribedBy,
  ...rest
}: NumberFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const unitId = `${idProp ?? generatedId}-unit`;
  const { id, helpId, errorId, describedBy } = useFieldIds({
    id: idProp ?? generatedId,
    hasHelp: Boolean(helpText),
    hasError: Boolean(error),
    describedBy: [ariaDescribedBy, unit ? unitId : null].filter(Boolean).join(" ") || undefined,
  });
  const effectiveState: FieldState = error ? "error" : (state ?? "neutral");

  const [text, setText] = useState(() => numberToFieldText(value, signed));
  const [syncedValue, setSyncedValue] = useState(value);
  // A new value from the parent replaces the text unless the text already means that value
  // (so "1,234." or "5.50" survive while the user is typing).
  if (!Object.is(value, syncedValue)) {
    setSyncedValue(value);
    if (!Object.is(parseNumericInput(text, signed), value)) setText(numberToFieldText(value, signed));
  }

  // React registers wheel listeners as passive, so preventDefault needs a native listener.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const blockWheel = (event: WheelEvent) => {
      if (document.activeElement === input) event.preventDefault();
    };
    input.addEventListener("wheel", blockWheel, { passive: false });
    return () => input.removeEventListener("wheel", blockWheel);
  }, []);

  function emit(next: number | null) {
    if (!Object.is(next, value)) onValueChange(next);
  }

  /** Sanitizes and regroups `raw`, keeping the caret next to the same digit it was next to. */
  function applyRaw(input: HTMLInputElement, raw: string, caret: number) {
    const charsBefore = sanitizeNumericInput(raw.slice(0, caret), signed).length;
    const charsAfter = sanitizeNumericInput(raw, signed).length - charsBefore;
    const formatted = formatNumericInput(raw, signed);
    const position = caretFromEnd(formatted, charsAfter);
    // Writing the DOM value first means React finds nothing to change and leaves the caret alone.
    input.value = formatted;
    if (document.activeElement === input) input.setSelectionRange(position, position);
    setText(formatted);
    emit(parseNumericInput(formatted, signed));
  }

  // A number typed before the page hydrated is in the box but was never seen by onChange.
  useTypedBeforeLive(inputRef, text, (typed) => applyRaw(inputRef.current!, typed, typed.length));

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    applyRaw(input, input.value, input.selectionStart ?? input.value.length);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = sanitizeNumericInput(event.clipboardData.getData("text"), signed);
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    applyRaw(input, input.value.slice(0, start) + pasted + input.value.slice(end), start + pasted.length);
  }

  function stepBy(direction: 1 | -1) {
    const base = value ?? min ?? 0;
    const decimals = Math.max(decimalsOf(step), decimalsOf(base));
    const next = clamp(Number((base + direction * step).toFixed(decimals)), min, max);
    setText(numberToFieldText(next, signed));
    emit(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const input = event.currentTarget;

    if (isBlockedNumericKey(event.key, signed)) {
      event.preventDefault();
      return;
    }
    if (event.key === ".") {
      const point = input.value.indexOf(".");
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const replacesPoint = point !== -1 && start <= point && point < end;
      if (point !== -1 && !replacesPoint) event.preventDefault();
      return;
    }
    if ((event.key === "ArrowUp" || event.key === "ArrowDown") && !readOnly) {
      event.preventDefault();
      stepBy(event.key === "ArrowUp" ? 1 : -1);
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const parsed = parseNumericInput(text, signed);
    if (parsed !== null) {
      const clamped = clamp(parsed, min, max);
      const tidy =
        clamped === parsed ? formatNumericInput(text.replace(/\.$/, ""), signed) : numberToFieldText(clamped, signed);
      if (tidy !== text) setText(tidy);
      emit(clamped);
    }
    onBlur?.(event);
  }

  const prefix = unit === "₹";

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : fieldStyles.label}>
        {label}
      </label>
      <div
        className={cx(
          fieldStateClass({ state: effectiveState, disabled, readOnly }),
          styles.box,
          disabled && styles.boxDisabled,
        )}
      >
        {unit && prefix ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
        <input
          {...rest}
          ref={inputRef}
          id={id}
          // type="text" (not "number") so the mouse wheel and browser spinners cannot change the value.
          type="text"
          inputMode="decimal"
          autoComplete={rest.autoComplete ?? "off"}
          value={text}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={effectiveState === "error" || undefined}
          aria-describedby={describedBy}
          className={styles.input}
          onChange={handleChange}
          onPaste={handlePaste}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        {unit && !prefix ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
        {unit ? (
          <span id={unitId} className="visually-hidden">
            {SPOKEN_UNITS[unit]}
          </span>
        ) : null}
      </div>
      <FieldMessages helpId={helpId} errorId={errorId} helpText={helpText} error={error} />
    </div>
  );
}
