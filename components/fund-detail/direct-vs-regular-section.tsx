import Link from "next/link";
import type { FundOverview } from "@/lib/api/schemas/funds";
import { DIRECT_VS_REGULAR_CONVENTION } from "@/lib/calculators/direct-vs-regular";
import { DIRECT_VS_REGULAR_FIELDS, defaultReturnBeforeCosts } from "@/lib/calculators/direct-vs-regular-form";
import { formatPercent } from "@/lib/format";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { DatedFactValue } from "./dated-fact-value";
import { DirectVsRegularLoader } from "./direct-vs-regular-loader";
import styles from "./fund-detail.module.css";

/**
 * On a Regular plan with a Direct plan of the same option: what the difference in expense ratio costs over
 * 1, 5 and 10 years on an amount the visitor picks, with a link to the Direct plan. Nothing on other plans.
 */
export function DirectVsRegularSection({ overview }: { overview: FundOverview }) {
  const direct = overview.direct_plan;
  if (!direct) return null;
  const regularTer = overview.facts.expense_ratio;
  const directTer = direct.expense_ratio;
  const returnField = DIRECT_VS_REGULAR_FIELDS.returnPct;
  const start = regularTer ? defaultReturnBeforeCosts(overview.returns, regularTer.value) : null;
  return (
    <section className={styles.section} aria-labelledby="direct-vs-regular-heading">
      <h2 id="direct-vs-regular-heading">Direct vs Regular: what the commission costs</h2>
      <p>
        The Regular plan pays a distributor&apos;s commission out of its expense ratio; the{" "}
        <Link href={fundPagePath(direct)}>Direct plan of this fund ({direct.plan_display_name})</Link> holds the same
        portfolio without it.
      </p>
      <ul className={styles.note}>
        <li>
          Regular plan expense ratio:{" "}
          <DatedFactValue kind="expense_ratio" fact={regularTer} format={(value) => formatPercent(value)} />
        </li>
        <li>
          Direct plan expense ratio:{" "}
          <DatedFactValue kind="expense_ratio" fact={directTer} format={(value) => formatPercent(value)} />
        </li>
      </ul>
      {regularTer && directTer && start ? (
        <>
          <DirectVsRegularLoader
            regularTerPct={regularTer.value}
            directTerPct={directTer.value}
            startReturnPct={start.value}
          />
          <p className={styles.note}>
            {start.fromFund
              ? "The return starts at this plan's own annualised return (5 years, else 3) plus its expense ratio. "
              : `The return starts at ${returnField.defaultValue}%: this plan has no 3- or 5-year return yet, or with its expense ratio it falls outside ${returnField.min}% to ${returnField.max}%. `}
            {DIRECT_VS_REGULAR_CONVENTION}
          </p>
        </>
      ) : (
        <p>The cost cannot be worked out until both expense ratios are known.</p>
      )}
    </section>
  );
}
