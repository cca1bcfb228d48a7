import { CalculatorPage } from "@/components/calculators/calculator-page";
import { StpCalculator } from "@/components/calculators/stp-calculator";
import { stpQueryState } from "@/lib/calculators";
import { calculatorMetadata, type CalculatorSearchParams } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("stp");

export default async function StpCalculatorPage({ searchParams }: { searchParams: CalculatorSearchParams }) {
  const initial = stpQueryState.parse(await searchParams);
  return (
    <CalculatorPage id="stp">
      <StpCalculator initial={initial} />
    </CalculatorPage>
  );
}
