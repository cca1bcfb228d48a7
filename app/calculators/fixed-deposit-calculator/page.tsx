import { CalculatorPage } from "@/components/calculators/calculator-page";
import { FdCalculator } from "@/components/calculators/fd-calculator";
import { fdQueryState } from "@/lib/calculators";
import { calculatorMetadata, type CalculatorSearchParams } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("fd");

export default async function FdCalculatorPage({ searchParams }: { searchParams: CalculatorSearchParams }) {
  const initial = fdQueryState.parse(await searchParams);
  return (
    <CalculatorPage id="fd">
      <FdCalculator initial={initial} />
    </CalculatorPage>
  );
}
