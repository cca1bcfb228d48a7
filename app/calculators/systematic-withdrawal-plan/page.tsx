import { calculatorRoute } from "@/components/calculators/calculator-route";
import { SwpCalculator } from "@/components/calculators/swp-calculator";
import { swpQueryState } from "@/lib/calculators";
import { calculatorMetadata } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("swp");

export default calculatorRoute("swp", swpQueryState, SwpCalculator);
