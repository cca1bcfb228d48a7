import type { ComponentType } from "react";
import type { QueryState } from "@/lib/calculators/query-state";
import { findCalculatorLanding } from "@/lib/content/calculator-landings";
import type { CalculatorId } from "@/lib/content/calculators";
import type { CalculatorSearchParams } from "@/lib/seo/calculator-metadata";
import { CalculatorPage } from "./calculator-page";

/**
 * The page component of a calculator route: reads the inputs from the URL's query on the server (with
 * the calculator's one URL parser) and renders the calculator with them, so the first view (result
 * included) is in the server HTML. At a landing page's address it shows the landing's heading.
 */
export function calculatorRoute<T>(
  id: CalculatorId,
  queryState: QueryState<T>,
  Calculator: ComponentType<{ initial: T }>,
) {
  return async function CalculatorRoutePage({ searchParams }: { searchParams: CalculatorSearchParams }) {
    const params = await searchParams;
    const initial = queryState.parse(params);
    return (
      <CalculatorPage id={id} landing={findCalculatorLanding(id, params)}>
        <Calculator initial={initial} />
      </CalculatorPage>
    );
  };
}
