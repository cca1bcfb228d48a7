"use client";

import { useCallback, useState } from "react";
import { NumberField } from "@/components/ui/number-field";
import { Select } from "@/components/ui/select";
import { formatInr, formatPercent } from "@/lib/format";
import { INCOME_SITUATION_LABELS, planEmergencyFund, type IncomeSituation } from "@/lib/planning/emergency-fund";
import { AmountField } from "./amount-field";
import { SaveBar } from "./save-bar";
import { useSavedPlan } from "./use-saved-plan";
import styles from "./planning.module.css";

interface Saved {
  essential_monthly: number;
  situation: IncomeSituation;
  saved: number;
  months: number;
}

export function EmergencyFundPanel() {
  const [essential, setEssential] = useState<number | null>(null);
  const [situation, setSituation] = useState<IncomeSituation>("moderate");
  const [saved, setSaved] = useState<number | null>(null);
  const [months, setMonths] = useState<number | null>(12);
  const onLoaded = useCallback((data: Saved) => {
    setEssential(data.essential_monthly);
    setSituation(data.situation);
    setSaved(data.saved);
    setMonths(data.months);
  }, []);
  const plan = useSavedPlan<Saved>("emergency-fund", onLoaded);
  const validMonths = months !== null && months >= 1 && months <= 120 ? months : null;
  const result = planEmergencyFund({
    essentialMonthly: essential ?? 0,
    situation,
    saved: saved ?? 0,
    months: validMonths ?? 12,
  });

  return (
    <div className={styles.panel}>
      <p>
        An emergency fund covers your essential expenses, EMIs included, if your income stops. Keep it in a savings
        account or a liquid fund, not in equity.
      </p>
      <div className={styles.fields}>
        <AmountField label="Essential monthly expenses (with EMIs)" value={essential} onChange={setEssential} />
        <Select
          label="Your income"
          value={situation}
          onChange={(event) => setSituation(event.target.value as IncomeSituation)}
          options={(Object.keys(INCOME_SITUATION_LABELS) as IncomeSituation[]).map((value) => ({
            value,
            label: INCOME_SITUATION_LABELS[value],
          }))}
        />
        <AmountField label="Already set aside" value={saved} onChange={setSaved} />
        <NumberField
          label="Months to build it"
          unit="M"
          value={months}
          onValueChange={setMonths}
          min={1}
          max={120}
          error={validMonths === null ? "Enter 1 to 120 months." : undefined}
        />
      </div>
      <dl className={styles.results}>
        <div>
          <dt>Target ({result.coverMonths} months)</dt>
          <dd>{formatInr(result.target, { fractionDigits: 0 })}</dd>
        </div>
        <div>
          <dt>Still to save</dt>
          <dd>{formatInr(result.gap, { fractionDigits: 0 })}</dd>
        </div>
        <div>
          <dt>Save each month</dt>
          <dd>{formatInr(result.monthlySaving, { fractionDigits: 0 })}</dd>
        </div>
        <div>
          <dt>Funded</dt>
          <dd>{formatPercent(result.fundedPct)}</dd>
        </div>
      </dl>
      <SaveBar
        plan={plan}
        disabled={validMonths === null}
        values={{ essential_monthly: essential ?? 0, situation, saved: saved ?? 0, months: validMonths ?? 12 }}
      />
    </div>
  );
}
