"use client";

import { useState } from "react";
import { NumberField } from "@/components/ui/number-field";
import { terDifferenceCost } from "@/lib/calculators/direct-vs-regular";
import { checkDirectVsRegular, DIRECT_VS_REGULAR_FIELDS } from "@/lib/calculators/direct-vs-regular-form";
import { formatInr } from "@/lib/format";
import { DataTable } from "./data-table";
import styles from "./fund-detail.module.css";

export interface DirectVsRegularWidgetProps {
  regularTerPct: number;
  directTerPct: number;
  /** The return before costs the form starts with (see defaultReturnBeforeCosts). */
  startReturnPct: number;
}

const rupees = (value: number) => formatInr(value, { fractionDigits: 0, allowNegative: true });

/** The amount and the return before costs, and what the Regular plan's higher TER costs after 1, 5 and 10 years. */
export function DirectVsRegularWidget({ regularTerPct, directTerPct, startReturnPct }: DirectVsRegularWidgetProps) {
  const [amount, setAmount] = useState<number | null>(DIRECT_VS_REGULAR_FIELDS.amount.defaultValue);
  const [returnPct, setReturnPct] = useState<number | null>(startReturnPct);
  const check = checkDirectVsRegular({ amount, returnPct });
  const errors = check.ok ? {} : check.errors;
  const rows = check.ok ? terDifferenceCost({ ...check.inputs, regularTerPct, directTerPct }) : [];
  return (
    <div className={styles.terCost}>
      <div className={styles.terCostForm}>
        <NumberField
          id="ter-cost-amount"
          label="Amount invested"
          unit="₹"
          step={DIRECT_VS_REGULAR_FIELDS.amount.step}
          value={amount}
          error={errors.amount}
          onValueChange={setAmount}
        />
        <NumberField
          id="ter-cost-return"
          label="Fund's return before costs, a year"
          unit="%"
          step={DIRECT_VS_REGULAR_FIELDS.returnPct.step}
          value={returnPct}
          error={errors.returnPct}
          onValueChange={setReturnPct}
        />
      </div>
      <div aria-live="polite">
        {check.ok && (
          <DataTable
            label="Direct vs Regular cost table"
            caption={`${rupees(check.inputs.amount)} invested once, at ${check.inputs.returnPct}% a year before costs`}
            columns={[
              { header: "After" },
              { header: "Regular plan", numeric: true },
              { header: "Direct plan", numeric: true },
              { header: "Regular costs you", numeric: true },
            ]}
            rows={rows.map((row) => ({
              key: String(row.years),
              header: row.years === 1 ? "1 year" : `${row.years} years`,
              cells: [rupees(row.regularValue), rupees(row.directValue), rupees(row.cost)],
            }))}
          />
        )}
      </div>
    </div>
  );
}
