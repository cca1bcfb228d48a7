import { calculatorRoute } from "@/components/calculators/calculator-route";
import { FdCalculator } from "@/components/calculators/fd-calculator";
import { fdQueryState } from "@/lib/calculators";
import { calculatorMetadata } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("fd");

export default calculatorRoute("fd", fdQueryState, FdCalculator);
