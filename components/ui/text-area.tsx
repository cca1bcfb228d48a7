"use client";

import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { cx, fieldStateClass, type FieldState } from "./field-state";
import { FieldMessages } from "./field-messages";
import { useFieldIds } from "./field-ids";
import fieldStyles from "./field.module.css";
import styles from "./text-area.module.css";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  helpText?: ReactNode;
  error?: ReactNode;
  state?: FieldState;
  ref?: Ref<HTMLTextAreaElement>;
}

export const TEXT_AREA_DEFAULT_ROWS = 6;

export function TextArea({
  label,
  helpText,
  error,
  state,
  id: idProp,
  rows = TEXT_AREA_DEFAULT_ROWS,
  disabled,
  readOnly,
  className,
  "aria-describedby": ariaDescribedBy,
  ...rest
}: TextAreaProps) {
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
      <textarea
        {...rest}
        id={id}
        rows={rows}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={effectiveState === "error" || undefined}
        aria-describedby={describedBy}
        className={cx(fieldStateClass({ state: effectiveState, disabled, readOnly }), styles.textarea)}
      />
      <FieldMessages helpId={helpId} errorId={errorId} helpText={helpText} error={error} />
    </div>
  );
}
