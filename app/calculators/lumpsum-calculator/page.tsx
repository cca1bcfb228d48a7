import { CalculatorPage } from "@/components/calculators/calculator-page";
import { LumpsumCalculator } from "@/components/calculators/lumpsum-calculator";
import { lumpsumQueryState } from "@/lib/calculators";
import { calculatorMetadata, type CalculatorSearchParams } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("lumpsum");

export default async function LumpsumCalculatorPage({ searchParams }: { searchParams: CalculatorSearchParams }) {
  const initial = lumpsumQueryState.parse(await searchParams);
  return (
    <CalculatorPage id="lumpsum">
      <LumpsumCalculator initial={initial} />
    </CalculatorPage>
  );
}
