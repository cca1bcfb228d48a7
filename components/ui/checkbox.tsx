"use client";

import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { useCheckedBeforeLive } from "@/components/deferred/use-before-live";
import { cx } from "./field-state";
import { FieldMessages } from "./field-messages";
import { useFieldIds } from "./field-ids";
import styles from "./checkbox.module.css";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size"> {
  label: ReactNode;
  /** Shows the mixed state (aria-checked="mixed"); cleared by the browser on the next click. */
  indeterminate?: boolean;
  /**
   * Convenience alongside onChange: receives the new checked value, also for a box of the server's HTML ticked
   * or cleared before it was live (which onChange never saw).
   */
  onCheckedChange?: (checked: boolean) => void;
  helpText?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  indeterminate = false,
  onCheckedChange,
  onChange,
  helpText,
  error,
  id: idProp,
  disabled,
  className,
  ref,
  "aria-describedby": ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const innerRef = useRef<HTMLInputElement | null>(null);
  const { id, helpId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hasHelp: Boolean(helpText),
    hasError: Boolean(error),
    describedBy: ariaDescribedBy,
  });

  // `indeterminate` is a DOM property only; there is no HTML attribute for it.
  useEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  useCheckedBeforeLive(innerRef, rest.checked, (checked) => onCheckedChange?.(checked));

  function setRefs(node: HTMLInputElement | null) {
    innerRef.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  }

  return (
    <div className={cx(styles.root, className)}>
      <div className={cx(styles.row, disabled && styles.disabled)}>
        <input
          {...rest}
          ref={setRefs}
          id={id}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(styles.input, error ? styles.invalid : null)}
          onChange={handleChange}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages helpId={helpId} errorId={errorId} helpText={helpText} error={error} />
    </div>
  );
}
