import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import styles from "./amc-logo.module.css";

/** The fund house's logo (lib/funds/amc-logo.ts serves a monogram), named for screen readers. */
export function AmcLogo({ plan }: { plan: ScreenerPlan }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a tiny SVG monogram, nothing to optimise
    <img
      src={plan.desktop_logo_url}
      alt={plan.amc_name}
      width={32}
      height={32}
      loading="lazy"
      className={styles.logo}
    />
  );
}
