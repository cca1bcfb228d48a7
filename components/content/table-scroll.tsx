import type { ReactNode } from "react";
import styles from "./content.module.css";

/** A wide table's sideways-scrolling frame: focusable and named, so keyboard users can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
