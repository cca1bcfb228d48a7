import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { listFactNote } from "@/lib/funds/facts/list-fact-note";
import { payoutReturnNote } from "@/lib/funds/payout-return-note";
import { PLAN_METRIC_FACTS } from "./plan-cells";
import styles from "./screener.module.css";

/** The notes under the list: where its dated figures come from, and why IDCW plans' returns show "--". */
export function ScreenerListNotes({ plans }: { plans: readonly ScreenerPlan[] }) {
  const factNote = plans.length > 0 ? listFactNote(plans, PLAN_METRIC_FACTS) : null;
  const payoutNote = payoutReturnNote(plans);
  return (
    <>
      {factNote ? <p className={styles.factNote}>{factNote}</p> : null}
      {payoutNote ? <p className={styles.factNote}>{payoutNote}</p> : null}
    </>
  );
}
