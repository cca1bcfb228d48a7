import { CalculatorPage } from "@/components/calculators/calculator-page";
import { MutualFundCalculator } from "@/components/calculators/mutual-fund-calculator";
import { navWindowOfPoints } from "@/lib/calculators/nav-window";
import { mutualFundQueryState } from "@/lib/calculators/mutual-fund-run";
import { getDatabase } from "@/lib/db/client";
import { fundNavPoints } from "@/lib/funds/fund-nav-points";
import { calculatorMetadata, type CalculatorSearchParams } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("mf");

export default async function MutualFundCalculatorPage({ searchParams }: { searchParams: CalculatorSearchParams }) {
  const initial = mutualFundQueryState.parse(await searchParams);
  const history = initial.schemeCode === undefined ? null : await fundNavPoints(getDatabase().sql, initial.schemeCode);
  const fund = history && { ...history, window: navWindowOfPoints(history.points) };
  return (
    <CalculatorPage id="mf">
      <MutualFundCalculator initial={initial} fund={fund} />
    </CalculatorPage>
  );
}
