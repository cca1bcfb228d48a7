"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import type { MutualFundInputs } from "@/lib/calculators/mutual-fund-form";
import { CalculatorForm } from "./calculator-form";
import type { ResultSlot } from "./calculator-types";
import {
  MUTUAL_FUND_DEFINITION,
  NO_FUND_PROBLEM,
  mutualFundProblem,
  type ChosenFund,
} from "./definitions/mutual-fund-definition";
import { lazyOutcomeOf } from "./lazy-outcome";
import styles from "./calculator-form.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

const mutualFundResult = lazyOutcomeOf<MutualFundInputs, ChosenFund>(() =>
  import("./definitions/mutual-fund-outcome").then((m) => m.mutualFundOutcome),
);
// In the server HTML and fetched while the page hydrates, as the calculators' date fields are: it searches only
// after two letters and a pause, and brings the list box with it.
const FundCombobox = deferred(() => import("@/components/compare/fund-combobox"), "FundCombobox");

interface MutualFundCalculatorProps {
  initial: MutualFundInputs;
  /** The fund of the URL with its NAV history, loaded by the page; null when none is chosen. */
  fund: ChosenFund | null;
}

/**
 * The mutual fund calculator: edits recompute on the client from the fund's NAVs; choosing another
 * fund puts it in the URL and lets the server load that fund's NAV history.
 */
export function MutualFundCalculator({ initial, fund }: MutualFundCalculatorProps) {
  const router = useRouter();
  const result = useCallback(
    (inputs: MutualFundInputs): ResultSlot => {
      if (!fund) return { problem: NO_FUND_PROBLEM };
      const problem = mutualFundProblem(fund, inputs);
      return problem ? { problem } : { node: mutualFundResult(inputs, fund) };
    },
    [fund],
  );
  const picker = (
    <div className={styles.fund}>
      <p aria-live="polite">
        {fund ? (
          <>
            Fund: <strong>{fund.name}</strong>
          </>
        ) : (
          "No fund chosen yet."
        )}
      </p>
      <Deferred>
        <FundCombobox
          label={fund ? "Choose another fund" : "Choose a fund"}
          chosen={fund ? [fund.schemeCode] : []}
          onPick={(plan) => {
            const query = new URLSearchParams(window.location.search);
            query.set("fund", String(plan.scheme_code));
            router.replace(`${window.location.pathname}?${query.toString()}`, { scroll: false });
            return true;
          }}
        />
      </Deferred>
    </div>
  );
  return (
    <CalculatorForm
      key={fund?.schemeCode ?? "none"}
      definition={MUTUAL_FUND_DEFINITION}
      initial={initial}
      result={result}
      before={picker}
    />
  );
}
