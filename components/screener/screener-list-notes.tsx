import type { ScreenerPage, ScreenerPlan } from "@/lib/api/schemas/screener";
import { sortCoverageText } from "@/lib/screener/screener-sort-coverage";
import { listFactNote } from "@/lib/funds/facts/list-fact-note";
import { payoutReturnNote } from "@/lib/funds/payout-returns";
import { PLAN_METRIC_FACTS } from "./plan-cells";
import styles from "./screener.module.css";

/**
 * The notes under the list: how many plans have the value it is sorted by (when some lack it), where its dated
 * figures come from, and why IDCW plans' returns show "--".
 */
export function ScreenerListNotes({
  plans,
  coverage,
  total,
}: {
  plans: readonly ScreenerPlan[];
  coverage?: ScreenerPage["sort_coverage"];
  total?: number;
}) {
  const factNote = plans.length > 0 ? listFactNote(plans, PLAN_METRIC_FACTS) : null;
  const payoutNote = payoutReturnNote(plans);
  const coverageNote = sortCoverageText(coverage, total ?? 0);
  return (
    <>
      {coverageNote ? <p className={styles.factNote}>{coverageNote}</p> : null}
      {factNote ? <p className={styles.factNote}>{factNote}</p> : null}
      {payoutNote ? <p className={styles.factNote}>{payoutNote}</p> : null}
    </>
  );
}
