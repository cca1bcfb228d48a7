import { calculatorRoute } from "@/components/calculators/calculator-route";
import { LumpsumCalculator } from "@/components/calculators/lumpsum-calculator";
import { lumpsumQueryState } from "@/lib/calculators/lumpsum-run";
import { calculatorPageMetadata } from "@/lib/seo/calculator-metadata";

export const generateMetadata = calculatorPageMetadata("lumpsum");

export default calculatorRoute("lumpsum", lumpsumQueryState, LumpsumCalculator);
