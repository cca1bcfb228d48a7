import type { FundOverview } from "@/lib/api/schemas/funds";
import { heldBackNavNote } from "@/lib/funds/held-back-nav-note";
import { MethodologyLink } from "./methodology-link";
import styles from "./fund-detail.module.css";

/** Beside the headline NAV: says so when the latest NAV is held back as an unverified jump; nothing otherwise. */
export function HeldBackNavNote({ nav }: { nav: FundOverview["nav"] }) {
  const text = heldBackNavNote(nav);
  if (!text) return null;
  return (
    <p className={styles.note} role="note" aria-label="Unverified NAV">
      {text} <MethodologyLink section="nav-anomalies">How unusual NAV moves are screened</MethodologyLink>
    </p>
  );
}
