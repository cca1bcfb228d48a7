import { FundTable } from "@/components/funds/fund-table";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import styles from "./baskets.module.css";

/** One basket as the baskets page shows it, whether from content/baskets.json or the demo dataset's own. */
export interface BasketView {
  slug: string;
  name: string;
  description: string;
  /** The basket's risk level as its curators state it (content baskets only). */
  riskLevel?: string;
  /** The plans with live figures; a content basket gives each its suggested weight. */
  plans: (ScreenerPlan & { weight?: number })[];
}

/** A basket's heading, rationale, risk level and suggested weights, then its funds' live figures. */
export function BasketSection({ basket }: { basket: BasketView }) {
  const weighted = basket.plans.filter((plan) => plan.weight !== undefined);
  return (
    <section id={basket.slug} className={styles.section} aria-labelledby={`basket-${basket.slug}`}>
      <h2 id={`basket-${basket.slug}`}>{basket.name}</h2>
      <p className={styles.description}>{basket.description}</p>
      {basket.riskLevel ? <p className={styles.description}>Risk level: {basket.riskLevel}.</p> : null}
      {weighted.length > 0 ? (
        <ul className={styles.description} aria-label={`Suggested weights in ${basket.name}`}>
          {weighted.map((plan) => (
            <li key={plan.scheme_code}>
              {plan.weight}%: {plan.plan_display_name}
            </li>
          ))}
        </ul>
      ) : null}
      {basket.plans.length === 0 ? (
        <p>This basket has no active funds at the moment.</p>
      ) : (
        <FundTable
          plans={basket.plans}
          columns={["category", "return_1y", "return_3y", "expense_ratio", "aum", "risk"]}
          caption={`${basket.name}: ${basket.plans.length} funds`}
          hideCaption
        />
      )}
    </section>
  );
}
