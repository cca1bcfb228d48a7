import { calculatorRoute } from "@/components/calculators/calculator-route";
import { StpCalculator } from "@/components/calculators/stp-calculator";
import { stpQueryState } from "@/lib/calculators/stp-run";
import { calculatorMetadata } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("stp");

export default calculatorRoute("stp", stpQueryState, StpCalculator);
