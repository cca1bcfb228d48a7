import { calculatorRoute } from "@/components/calculators/calculator-route";
import { CagrCalculator } from "@/components/calculators/cagr-calculator";
import { cagrQueryState } from "@/lib/calculators/cagr-run";
import { calculatorMetadata } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("cagr");

export default calculatorRoute("cagr", cagrQueryState, CagrCalculator);
