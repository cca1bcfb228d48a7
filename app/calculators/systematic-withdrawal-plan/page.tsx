import { calculatorRoute } from "@/components/calculators/calculator-route";
import { SwpCalculator } from "@/components/calculators/swp-calculator";
import { swpQueryState } from "@/lib/calculators/swp-run";
import { calculatorPageMetadata } from "@/lib/seo/calculator-metadata";

export const generateMetadata = calculatorPageMetadata("swp");

export default calculatorRoute("swp", swpQueryState, SwpCalculator);
