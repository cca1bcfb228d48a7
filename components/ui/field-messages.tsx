import type { ReactNode } from "react";
import styles from "./field.module.css";

export interface FieldMessagesProps {
  helpId: string;
  errorId: string;
  helpText?: ReactNode;
  error?: ReactNode;
}

/** Help and error text rendered under a field; ids match useFieldIds' aria-describedby. */
export function FieldMessages({ helpId, errorId, helpText, error }: FieldMessagesProps) {
  return (
    <>
      {helpText ? (
        <p id={helpId} className={styles.help}>
          {helpText}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.errorText}>
          {error}
        </p>
      ) : null}
    </>
  );
}
