import type { ComponentType } from "react";
import type { QueryState } from "@/lib/calculators/query-state";
import type { CalculatorId } from "@/lib/content/calculators";
import type { CalculatorSearchParams } from "@/lib/seo/calculator-metadata";
import { CalculatorPage } from "./calculator-page";

/**
 * The page component of a calculator route: reads the inputs from the URL's query on the server and
 * renders the calculator with them, so the first view (result included) is in the server HTML.
 */
export function calculatorRoute<T>(id: CalculatorId, queryState: QueryState<T>, Calculator: ComponentType<{ initial: T }>) {
  return async function CalculatorRoutePage({ searchParams }: { searchParams: CalculatorSearchParams }) {
    const initial = queryState.parse(await searchParams);
    return (
      <CalculatorPage id={id}>
        <Calculator initial={initial} />
      </CalculatorPage>
    );
  };
}
