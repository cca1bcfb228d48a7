"use client";

import { formatDate } from "@/lib/format";
import { navFreshness } from "@/lib/schedule/nav-freshness";
import styles from "./data-freshness.module.css";

/** The notice itself, rendered only after hydration (stale-data-notice-client.tsx), by the browser's clock. */
export function StaleDataNoticeBody({ asOf }: { asOf: string | null }) {
  const freshness = navFreshness(asOf, new Date());
  if (!freshness.stale) return null;
  return (
    <p className={styles.notice} role="note">
      <strong>These NAVs may be out of date.</strong>{" "}
      {freshness.asOf
        ? `The latest are of ${formatDate(freshness.asOf)}, and the returns and other figures with them; AMFI should have published those of ${formatDate(freshness.expected)} by now.`
        : "No NAVs are loaded."}
    </p>
  );
}
