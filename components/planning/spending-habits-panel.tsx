"use client";

import { useCallback, useState } from "react";
import { formatInr, formatPercent } from "@/lib/format";
import { EXPENSE_HEADS, summariseSpending, type ExpenseHead } from "@/lib/planning/spending-habits";
import { AmountField, filledAmounts } from "./amount-field";
import { SaveBar } from "./save-bar";
import { useSavedPlan } from "./use-saved-plan";
import styles from "./planning.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

interface Saved {
  monthly_income: number;
  expenses: Partial<Record<ExpenseHead, number>>;
}

const HEADS = Object.keys(EXPENSE_HEADS) as ExpenseHead[];

// Drawn only once expenses are entered, so it is never in the server HTML: its code is fetched when first shown.
const ChartFigure = deferred(() => import("@/components/charts/chart-figure"), "ChartFigure");

export function SpendingHabitsPanel() {
  const [income, setIncome] = useState<number | null>(null);
  const [expenses, setExpenses] = useState<Partial<Record<ExpenseHead, number | null>>>({});
  const onLoaded = useCallback((data: Saved) => {
    setIncome(data.monthly_income);
    setExpenses(data.expenses);
  }, []);
  const plan = useSavedPlan<Saved>("spending-habits", onLoaded);
  const summary = summariseSpending(income ?? 0, filledAmounts(expenses));

  return (
    <div className={styles.panel}>
      <p>Your monthly take-home income and where it goes. Needs are the first eight heads; the rest are wants.</p>
      <div className={styles.fields}>
        <AmountField label="Monthly take-home income" value={income} onChange={setIncome} />
        {HEADS.map((head) => (
          <AmountField
            key={head}
            label={EXPENSE_HEADS[head].label}
            value={expenses[head] ?? null}
            onChange={(v) => setExpenses((e) => ({ ...e, [head]: v }))}
          />
        ))}
      </div>
      <dl className={styles.results}>
        <div>
          <dt>Spent each month</dt>
          <dd>{formatInr(summary.totalExpenses, { fractionDigits: 0 })}</dd>
        </div>
        <div>
          <dt>Left to save</dt>
          <dd>{formatInr(summary.savings, { fractionDigits: 0, allowNegative: true })}</dd>
        </div>
        <div>
          <dt>Savings rate</dt>
          <dd>{formatPercent(summary.savingsRatePct, { allowNegative: true })}</dd>
        </div>
      </dl>
      {summary.savings < 0 ? <p className={styles.warning}>You spend more than you earn each month.</p> : null}
      <table className={styles.table}>
        <caption>The 50/30/20 rule: half of income for needs, 30% for wants, 20% saved</caption>
        <thead>
          <tr>
            <th scope="col">Share</th>
            <th scope="col" className={styles.numeric}>
              The rule
            </th>
            <th scope="col" className={styles.numeric}>
              Yours
            </th>
          </tr>
        </thead>
        <tbody>
          {(["needs", "wants", "savings"] as const).map((part) => (
            <tr key={part}>
              <th scope="row">
                {part === "needs" ? "Needs (50%)" : part === "wants" ? "Wants (30%)" : "Savings (20%)"}
              </th>
              <td className={styles.numeric}>{formatInr(summary.rule[part], { fractionDigits: 0 })}</td>
              <td className={styles.numeric}>
                {formatInr(summary[part], { fractionDigits: 0, allowNegative: true })} (
                {formatPercent(summary.actualPct?.[part] ?? null, { allowNegative: true })})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.breakdown.length > 0 ? (
        <Deferred>
          <ChartFigure
            title="Where your money goes"
            summary={`Monthly spending of ${formatInr(summary.totalExpenses, { fractionDigits: 0 })} by head.`}
            data={{
              kind: "doughnut",
              labels: summary.breakdown.map((r) => r.label),
              series: [{ label: "Amount", values: summary.breakdown.map((r) => r.amount) }],
            }}
            format="inr"
            height={260}
          />
        </Deferred>
      ) : null}
      <SaveBar plan={plan} values={{ monthly_income: income ?? 0, expenses: filledAmounts(expenses) }} />
    </div>
  );
}
