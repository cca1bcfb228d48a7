import { calculatorRoute } from "@/components/calculators/calculator-route";
import { LumpsumCalculator } from "@/components/calculators/lumpsum-calculator";
import { lumpsumQueryState } from "@/lib/calculators";
import { calculatorMetadata } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("lumpsum");

export default calculatorRoute("lumpsum", lumpsumQueryState, LumpsumCalculator);
