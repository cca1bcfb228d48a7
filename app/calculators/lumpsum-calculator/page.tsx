import { calculatorRoute } from "@/components/calculators/calculator-route";
import { LumpsumCalculator } from "@/components/calculators/lumpsum-calculator";
import { lumpsumQueryParser } from "@/lib/calculators/query-parsers";
import { calculatorPageMetadata } from "@/lib/seo/calculator-metadata";

export const generateMetadata = calculatorPageMetadata("lumpsum");

export default calculatorRoute("lumpsum", lumpsumQueryParser, LumpsumCalculator);
