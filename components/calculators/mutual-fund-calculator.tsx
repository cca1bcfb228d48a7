"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { FundCombobox } from "@/components/compare/fund-combobox";
import { mutualFundQueryState, type MutualFundInputs } from "@/lib/calculators/mutual-fund-form";
import { CalculatorForm } from "./calculator-form";
import type { ResultSlot, ResultView } from "./calculator-types";
import { MUTUAL_FUND_DEFINITION, presentMutualFund, type ChosenFund } from "./definitions/mutual-fund-definition";
import { LazyCalculatorResults } from "./lazy-calculator-results";
import { useQuerySync } from "./use-query-sync";
import styles from "./calculator-form.module.css";

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
  const result = useCallback((inputs: MutualFundInputs): ResultSlot => {
    const outcome = presentMutualFund(fund, inputs);
    return "summary" in outcome ? { node: <MutualFundResult view={outcome} query={mutualFundQueryState.serialise(inputs)} /> } : { problem: outcome };
  }, [fund]);
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
    </div>
  );
  return <CalculatorForm key={fund?.schemeCode ?? "none"} definition={MUTUAL_FUND_DEFINITION} initial={initial} result={result} before={picker} />;
}

/** The result, with the address kept in step (a date outside the fund's history keeps the last address that had one). */
function MutualFundResult({ view, query }: { view: ResultView; query: string }) {
  useQuerySync(query);
  return <LazyCalculatorResults view={view} />;
}
