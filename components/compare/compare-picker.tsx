"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useOptimistic, useState, useTransition } from "react";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { compareHref, MAX_COMPARE_FUNDS } from "@/lib/funds/compare/compare-selection";
import { FundCombobox } from "./fund-combobox";
import styles from "./compare-picker.module.css";

export interface ChosenFund {
  scheme_code: number;
  name: string;
}

/** The refusal shown when a fund cannot be added. */
export function refusalOf(name: string, chosen: readonly ChosenFund[], code: number): string | null {
  if (chosen.some((fund) => fund.scheme_code === code)) return `${name} is already in the comparison.`;
  if (chosen.length >= MAX_COMPARE_FUNDS)
    return `You can compare at most ${MAX_COMPARE_FUNDS} funds. Remove one before adding ${name}.`;
  return null;
}

/**
 * The funds being compared, each with a link that removes it, and the search that adds one. Adding moves to
 * the comparison's new address, which the server renders; the fund shows in the list straight away.
 */
export function ComparePicker({ funds }: { funds: ChosenFund[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [chosen, addChosen] = useOptimistic(funds, (current: ChosenFund[], added: ChosenFund) => [...current, added]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const codes = chosen.map((fund) => fund.scheme_code);

  function add(plan: ScreenerPlan): boolean {
    const fund = { scheme_code: plan.scheme_code, name: plan.plan_display_name };
    const refused = refusalOf(fund.name, chosen, fund.scheme_code);
    setRefusal(refused);
    if (refused) return false;
    startTransition(() => {
      addChosen(fund);
      router.push(compareHref([...codes, fund.scheme_code]), { scroll: false });
    });
    return true;
  }

  const full = chosen.length >= MAX_COMPARE_FUNDS;
  return (
    <section className={styles.picker} aria-labelledby="chosen-funds">
      <h2 id="chosen-funds" className={styles.pickerTitle}>
        Your funds ({chosen.length} of {MAX_COMPARE_FUNDS})
      </h2>
      {chosen.length > 0 && (
        <ol className={styles.chosen}>
          {chosen.map((fund) => (
            <li key={fund.scheme_code}>
              <span>{fund.name}</span>
              <Link
                href={compareHref(codes.filter((code) => code !== fund.scheme_code))}
                scroll={false}
                className={styles.remove}
                onClick={() => setRefusal(null)}
              >
                Remove<span className="visually-hidden"> {fund.name}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <FundCombobox
        label="Add a fund"
        helpText={
          full
            ? `${MAX_COMPARE_FUNDS} funds chosen, the most one comparison holds: remove one to add another.`
            : "Search by fund or fund-house name; choose 2 to 5 funds."
        }
        chosen={codes}
        onPick={add}
        disabled={full}
      />
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      {pending && (
        <p role="status" className={styles.pending}>
          Updating the comparison…
        </p>
      )}
    </section>
  );
}
