import { cx } from "./field-state";
import styles from "./spinner.module.css";

export type SpinnerSize = "sm" | "md" | "lg";

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Text announced to screen readers. */
  label?: string;
  /** Purely visual (e.g. inside a busy button that already says aria-busy): no status role, hidden from AT. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = "md", label = "Loading…", decorative = false, className }: SpinnerProps) {
  const circle = <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />;
  if (decorative) {
    return (
      <span className={cx(styles.root, className)} aria-hidden="true">
        {circle}
      </span>
    );
  }
  return (
    <span role="status" className={cx(styles.root, className)}>
      {circle}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
