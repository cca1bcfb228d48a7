import Link from "next/link";
import { compareHref, MAX_COMPARE_FUNDS, MIN_COMPARE_FUNDS } from "@/lib/funds/compare/compare-selection";
import type { PopularPicks } from "@/lib/funds/compare/popular-picks";
import { formatCroreAmount } from "@/lib/format";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import styles from "./compare.module.css";

// "Large Cap Fund" reads "Large Cap" inside a sentence about funds.
const shortName = (category: string) => category.replace(/ Fund$/, "");

/** What to do with fewer than two funds chosen, and the largest funds of popular categories to start from. */
export function CompareEmpty({ chosen, picks }: { chosen: readonly number[]; picks: readonly PopularPicks[] }) {
  return (
    <section className={styles.section} aria-labelledby="get-started">
      <h2 id="get-started">{chosen.length === 0 ? "Choose funds to compare" : "Add at least one more fund"}</h2>
      <p className={styles.prose}>
        Search for funds above and add {MIN_COMPARE_FUNDS} to {MAX_COMPARE_FUNDS} of them. You will see their returns,
        risk, costs and facts side by side, how ₹10,000 grew in each over the same days, and how much their portfolios
        overlap. The page address keeps your funds, so you can bookmark or share the comparison.
      </p>
      {picks.length > 0 && (
        <>
          <h3>Popular picks</h3>
          <div className={styles.cards}>
            {picks.map((pick) => (
              <div key={pick.category} className={styles.card}>
                <h4>Largest {shortName(pick.category)} funds</h4>
                <ul className={styles.pickList}>
                  {pick.plans.map((plan) => (
                    <li key={plan.scheme_code}>
                      <Link href={fundPagePath(plan)}>{plan.plan_display_name}</Link>
                      <span className={styles.pickAum}>AUM {formatCroreAmount(plan.aum)}</span>
                      {chosen.includes(plan.scheme_code) ? (
                        <span className={styles.pickAdded}>Added</span>
                      ) : (
                        <Link href={compareHref([...chosen, plan.scheme_code])} className={styles.pickAdd}>
                          Add<span className="visually-hidden"> {plan.plan_display_name}</span> to the comparison
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
                <Link href={compareHref(pick.plans.map((plan) => plan.scheme_code))} className={styles.pickAll}>
                  Compare the {pick.plans.length} largest {shortName(pick.category)} funds
                </Link>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
