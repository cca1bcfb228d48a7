"use client";

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { formatIsoDate, parseDateInput, parseIsoDate, type CalendarDate } from "@/lib/format";
import { Calendar } from "./calendar";
import { isWithin } from "./calendar-math";
import { cx, fieldStateClass, type FieldState } from "./field-state";
import { FieldMessages } from "./field-messages";
import { useFieldIds } from "./field-ids";
import { useTypedBeforeLive } from "@/components/deferred/use-before-live";
import fieldStyles from "./field.module.css";
import styles from "./date-field.module.css";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step"
>;

export interface DateFieldProps extends NativeInputProps {
  label: string;
  /** Controlled value as "YYYY-MM-DD", or null for no date. Leave undefined to use defaultValue. */
  value?: string | null;
  defaultValue?: string | null;
  /** Receives "YYYY-MM-DD", or null when the field is cleared or the text is not a date. */
  onValueChange?: (value: string | null) => void;
  /** Earliest / latest selectable day, "YYYY-MM-DD"; other days are disabled in the calendar. */
  minDate?: string;
  maxDate?: string;
  /**
   * Default numeric bounds min 0, max 100, step 1 apply only as attributes on the
   * date input, not as validation. Rendered as-is on the input; never read.
   */
  min?: number | string;
  max?: number | string;
  step?: number | string;
  helpText?: ReactNode;
  error?: ReactNode;
  /** Shown when the typed text is not a date (or is outside minDate/maxDate). */
  invalidMessage?: string;
  state?: FieldState;
  weekStartsOn?: 0 | 1;
}

export const DATE_FIELD_INVALID_MESSAGE = "Enter a date as YYYY-MM-DD";

function toIso(date: CalendarDate | null): string | null {
  return date ? formatIsoDate(date) : null;
}

export function DateField({
  label,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  minDate: minDateText,
  maxDate: maxDateText,
  min = 0,
  max = 100,
  step = 1,
  helpText,
  error,
  invalidMessage = DATE_FIELD_INVALID_MESSAGE,
  state,
  weekStartsOn = 0,
  id: idProp,
  disabled,
  readOnly,
  className,
  placeholder = "YYYY-MM-DD",
  onBlur,
  onKeyDown,
  onClick,
  "aria-describedby": ariaDescribedBy,
  ...rest
}: DateFieldProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupId = useId();

  const controlled = valueProp !== undefined;
  const [internalValue, setInternalValue] = useState<string | null>(defaultValue);
  const value = controlled ? valueProp : internalValue;
  const selected = value ? parseIsoDate(value) : null;
  const minDate = minDateText ? parseIsoDate(minDateText) : null;
  const maxDate = maxDateText ? parseIsoDate(maxDateText) : null;

  const [text, setText] = useState(() => toIso(selected) ?? "");
  const [invalid, setInvalid] = useState(false);
  // The value this field last showed or emitted; anything else came from the parent and replaces the text.
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setText(toIso(selected) ?? "");
    setInvalid(false);
  }

  const [open, setOpen] = useState(false);
  const [focusCalendar, setFocusCalendar] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const showError = Boolean(error) || invalid;
  const errorMessage = error ?? (invalid ? invalidMessage : null);
  const effectiveState: FieldState = showError ? "error" : (state ?? "neutral");
  const { id, helpId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hasHelp: Boolean(helpText),
    hasError: Boolean(errorMessage),
    describedBy: ariaDescribedBy,
  });

  // Clicks outside the field close the popup.
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOnOutside);
    return () => document.removeEventListener("mousedown", closeOnOutside);
  }, [open]);

  function setValue(next: string | null) {
    setSyncedValue(next);
    if (!controlled) setInternalValue(next);
    if (next !== value) onValueChange?.(next);
  }

  /** Takes the box's text as the value (on Enter and blur): a date, nothing, or an invalid entry. */
  function commitText(raw: string = text) {
    const trimmed = raw.trim();
    if (trimmed === "") {
      setInvalid(false);
      setValue(null);
      return;
    }
    const parsed = parseDateInput(trimmed);
    if (!parsed || !isWithin(parsed, minDate, maxDate)) {
      setInvalid(true);
      setValue(null);
      return;
    }
    const iso = formatIsoDate(parsed);
    setText(iso);
    setInvalid(false);
    setValue(iso);
  }

  // Lazy on the mutual fund calculator: take what was typed before, as a blur would if the visitor has left
  // the box.
  useTypedBeforeLive(inputRef, text, (typed, stillInBox) => {
    setText(typed);
    if (!stillInBox) commitText(typed);
  });

  function openCalendar(moveFocus: boolean) {
    if (disabled || readOnly) return;
    if (open) {
      if (moveFocus) setFocusRequest((request) => request + 1);
      return;
    }
    setFocusCalendar(moveFocus);
    setOpen(true);
  }

  function closeCalendar(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) inputRef.current?.focus();
  }

  function selectDate(date: CalendarDate) {
    const iso = formatIsoDate(date);
    setText(iso);
    setInvalid(false);
    setValue(iso);
    closeCalendar(true);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === "Enter") {
      if (open) event.preventDefault();
      commitText();
      setOpen(false);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      openCalendar(true);
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    commitText();
    onBlur?.(event);
  }

  // Tabbing out of the whole field (input and popup) closes the popup.
  function handleRootBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  return (
    <div ref={rootRef} className={cx(fieldStyles.field, styles.root, className)} onBlur={handleRootBlur}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...rest}
          ref={inputRef}
          id={id}
          type="text"
          // Numeric bounds 0/100/1 sit on the date input as attributes only (no validation).
          min={min}
          max={max}
          step={step}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={effectiveState === "error" || undefined}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          className={cx(fieldStateClass({ state: effectiveState, disabled, readOnly }), styles.input)}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (invalid) setInvalid(false);
          }}
          onClick={(event) => {
            onClick?.(event);
            openCalendar(false);
          }}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        <button
          type="button"
          className={styles.trigger}
          aria-label={`Choose ${label} from calendar`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          disabled={disabled || readOnly}
          onClick={() => (open ? closeCalendar(false) : openCalendar(true))}
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <rect x="3" y="4.5" width="14" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M3 8.5h14M7 2.5v4M13 2.5v4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
        {open ? (
          <div id={popupId} role="dialog" aria-label={`Choose ${label}`} className={styles.popup}>
            <Calendar
              selected={selected}
              onSelect={selectDate}
              onEscape={() => closeCalendar(true)}
              minDate={minDate}
              maxDate={maxDate}
              autoFocus={focusCalendar}
              focusRequest={focusRequest}
              weekStartsOn={weekStartsOn}
            />
          </div>
        ) : null}
      </div>
      <FieldMessages helpId={helpId} errorId={errorId} helpText={helpText} error={errorMessage} />
    </div>
  );
}
