import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./planned-page.module.css";

interface PlannedPageProps {
  title: string;
  summary: string;
  children?: ReactNode;
}

/** The page of a screen whose content is being built: its title and what it will hold, never filler text. */
export function PlannedPage({ title, summary, children }: PlannedPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className={styles.summary}>{summary}</p>
      {children}
      <p className={styles.note} role="note">
        This screen is being built and will be available soon. Meanwhile you can <Link href="/mutual-funds">learn about mutual funds</Link> or go back to the <Link href="/">home page</Link>.
      </p>
    </div>
  );
}
