import { calculatorRoute } from "@/components/calculators/calculator-route";
import { FdCalculator } from "@/components/calculators/fd-calculator";
import { fdQueryState } from "@/lib/calculators/fixed-deposit-run";
import { calculatorPageMetadata } from "@/lib/seo/calculator-metadata";

export const generateMetadata = calculatorPageMetadata("fd");

export default calculatorRoute("fd", fdQueryState, FdCalculator);
