"use client";

import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cx, fieldStateClass, type FieldState } from "./field-state";
import { FieldMessages } from "./field-messages";
import { useFieldIds } from "./field-ids";
import fieldStyles from "./field.module.css";
import styles from "./text-field.module.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: string;
  /** Label sits inside the input and floats above it on focus or when filled. */
  floatingLabel?: boolean;
  /** Decorative icon at the start of the input (hidden from screen readers). */
  leadingIcon?: ReactNode;
  helpText?: ReactNode;
  /** Error message; when present the field is in the error state and aria-invalid. */
  error?: ReactNode;
  state?: FieldState;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  floatingLabel = false,
  leadingIcon,
  helpText,
  error,
  state,
  id: idProp,
  disabled,
  readOnly,
  className,
  placeholder,
  type = "text",
  "aria-describedby": ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const { id, helpId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hasHelp: Boolean(helpText),
    hasError: Boolean(error),
    describedBy: ariaDescribedBy,
  });
  const effectiveState: FieldState = error ? "error" : (state ?? "neutral");

  const labelElement = (
    <label htmlFor={id} className={floatingLabel ? styles.floatingLabel : fieldStyles.label}>
      {label}
    </label>
  );

  return (
    <div className={cx(fieldStyles.field, className)}>
      {floatingLabel ? null : labelElement}
      <div className={cx(styles.wrapper, floatingLabel && styles.floating, leadingIcon != null && styles.withIcon)}>
        {leadingIcon != null ? (
          <span className={styles.icon} aria-hidden="true">
            {leadingIcon}
          </span>
        ) : null}
        <input
          {...rest}
          id={id}
          type={type}
          disabled={disabled}
          readOnly={readOnly}
          // The floating label relies on :placeholder-shown, so it needs a (blank) placeholder.
          placeholder={floatingLabel ? (placeholder ?? " ") : placeholder}
          aria-invalid={effectiveState === "error" || undefined}
          aria-describedby={describedBy}
          className={cx(fieldStateClass({ state: effectiveState, disabled, readOnly }), styles.input)}
        />
        {floatingLabel ? labelElement : null}
      </div>
      <FieldMessages helpId={helpId} errorId={errorId} helpText={helpText} error={error} />
    </div>
  );
}
