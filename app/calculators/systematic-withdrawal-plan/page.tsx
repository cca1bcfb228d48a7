import { CalculatorPage } from "@/components/calculators/calculator-page";
import { SwpCalculator } from "@/components/calculators/swp-calculator";
import { swpQueryState } from "@/lib/calculators";
import { calculatorMetadata, type CalculatorSearchParams } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("swp");

export default async function SwpCalculatorPage({ searchParams }: { searchParams: CalculatorSearchParams }) {
  const initial = swpQueryState.parse(await searchParams);
  return (
    <CalculatorPage id="swp">
      <SwpCalculator initial={initial} />
    </CalculatorPage>
  );
}
