import { CalculatorPage } from "@/components/calculators/calculator-page";
import { CagrCalculator } from "@/components/calculators/cagr-calculator";
import { cagrQueryState } from "@/lib/calculators";
import { calculatorMetadata, type CalculatorSearchParams } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("cagr");

export default async function CagrCalculatorPage({ searchParams }: { searchParams: CalculatorSearchParams }) {
  const initial = cagrQueryState.parse(await searchParams);
  return (
    <CalculatorPage id="cagr">
      <CagrCalculator initial={initial} />
    </CalculatorPage>
  );
}
