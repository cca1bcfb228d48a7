import Link from "next/link";
import buttonStyles from "@/components/ui/button.module.css";
import { renderRowStar, type RowStar } from "@/components/watchlists/member-watchlist-star";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { AmcLogo } from "@/components/amc/amc-logo";
import { PLAN_METRICS } from "./plan-cells";
import styles from "./screener.module.css";

interface ScreenerTableProps {
  plans: readonly ScreenerPlan[];
  caption: string;
  /** The watchlist star of a row; a leading column only when given (members). */
  star?: RowStar;
}

/** The desktop rows (768 px and wider): logo, linked plan name, category, sub-category, metrics and 'Invest'. */
export function ScreenerTable({ plans, caption, star }: ScreenerTableProps) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {star && (
              <th scope="col">
                <span className="visually-hidden">Watchlist</span>
              </th>
            )}
            <th scope="col">Fund</th>
            <th scope="col">Category</th>
            <th scope="col">Sub Category</th>
            {PLAN_METRICS.map((metric) => (
              <th key={metric.key} scope="col" className={metric.numeric ? styles.number : undefined}>
                {metric.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Invest</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.scheme_code}>
              {star && <td>{renderRowStar(star, plan)}</td>}
              <th scope="row">
                <div className={styles.fundCell}>
                  <AmcLogo plan={plan} />
                  <Link href={fundPagePath(plan)}>{plan.plan_display_name}</Link>
                </div>
              </th>
              <td>{plan.sebi_category_name ?? "--"}</td>
              <td>{plan.sebi_subcategory_name ?? "--"}</td>
              {PLAN_METRICS.map((metric) => (
                <td key={metric.key} className={metric.numeric ? styles.number : undefined}>
                  {metric.numeric ? <NumberText text={metric.text(plan)} /> : metric.text(plan)}
                </td>
              ))}
              <td>
                <Link
                  href={fundPagePath(plan)}
                  className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.sm}`}
                >
                  Invest<span className="visually-hidden"> in {plan.plan_display_name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A figure kept on one line, with its " (stale)" mark free to wrap under it. */
function NumberText({ text }: { text: string }) {
  const [value, mark] = text.split(/ (?=\(stale\)$)/);
  return (
    <>
      <span className={styles.nowrap}>{value}</span>
      {mark ? (
        <>
          {" "}
          <span className={styles.nowrap}>{mark}</span>
        </>
      ) : null}
    </>
  );
}
