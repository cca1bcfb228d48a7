"use client";

import { useHydrated } from "@/components/ui/use-hydrated";
import { formatDate } from "@/lib/format";
import { navFreshness } from "@/lib/schedule/nav-freshness";
import styles from "./data-freshness.module.css";

export function StaleDataNoticeClient({ asOf }: { asOf: string | null }) {
  // Only once hydrated, by the browser's clock: a page served from the cache was rendered earlier than it is read.
  const hydrated = useHydrated();
  if (!hydrated) return null;
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
