import Link from "next/link";
import { renderRowStar, type RowStar } from "@/components/watchlists/member-watchlist-star";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { AmcLogo } from "@/components/amc/amc-logo";
import { PLAN_METRICS } from "./plan-cells";
import styles from "./screener.module.css";

/** The mobile rows (below 768 px): one card per plan with the desktop row's metrics and no button. */
export function ScreenerCards({ plans, star }: { plans: readonly ScreenerPlan[]; star?: RowStar }) {
  return (
    <ul className={styles.cards} aria-label="Mutual funds">
      {plans.map((plan) => (
        <li key={plan.scheme_code} className={styles.card}>
          <div className={styles.cardHead}>
            <AmcLogo plan={plan} />
            <div>
              <h3 className={styles.cardTitle}>
                <Link href={fundPagePath(plan)}>{plan.plan_display_name}</Link>
              </h3>
              <p className={styles.cardCategory}>
                {plan.sebi_category_name ?? "--"} · {plan.sebi_subcategory_name ?? "--"}
              </p>
            </div>
            {star && <div className={styles.cardStar}>{renderRowStar(star, plan)}</div>}
          </div>
          <dl className={styles.cardMetrics}>
            {PLAN_METRICS.map((metric) => (
              <div key={metric.key}>
                <dt>{metric.label}</dt>
                <dd>{metric.text(plan)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
