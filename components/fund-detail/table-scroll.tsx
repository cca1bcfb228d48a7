import type { ReactNode } from "react";
import styles from "./fund-detail.module.css";

/** A wide table that scrolls sideways on a phone; focusable so that keyboard users can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
