import { CalculatorPage } from "@/components/calculators/calculator-page";
import { SipCalculator } from "@/components/calculators/sip-calculator";
import { sipQueryState } from "@/lib/calculators";
import { calculatorMetadata, type CalculatorSearchParams } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("sip");

export default async function SipCalculatorPage({ searchParams }: { searchParams: CalculatorSearchParams }) {
  const initial = sipQueryState.parse(await searchParams);
  return (
    <CalculatorPage id="sip">
      <SipCalculator initial={initial} />
    </CalculatorPage>
  );
}
