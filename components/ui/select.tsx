"use client";

import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { cx, fieldStateClass, type FieldState } from "./field-state";
import { FieldMessages } from "./field-messages";
import { useFieldIds } from "./field-ids";
import fieldStyles from "./field.module.css";
import styles from "./select.module.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> {
  label: string;
  /** Either pass options here or <option> children. */
  options?: readonly SelectOption[];
  /** Adds a first, empty-valued option (e.g. "Choose a category"). */
  placeholder?: string;
  helpText?: ReactNode;
  error?: ReactNode;
  state?: FieldState;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  placeholder,
  helpText,
  error,
  state,
  id: idProp,
  disabled,
  className,
  children,
  "aria-describedby": ariaDescribedBy,
  ...rest
}: SelectProps) {
  const { id, helpId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hasHelp: Boolean(helpText),
    hasError: Boolean(error),
    describedBy: ariaDescribedBy,
  });
  const effectiveState: FieldState = error ? "error" : (state ?? "neutral");

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.wrapper}>
        <select
          {...rest}
          id={id}
          disabled={disabled}
          aria-invalid={effectiveState === "error" || undefined}
          aria-describedby={describedBy}
          className={cx(fieldStateClass({ state: effectiveState, disabled }), styles.select)}
        >
          {placeholder != null ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      <FieldMessages helpId={helpId} errorId={errorId} helpText={helpText} error={error} />
    </div>
  );
}
