import { calculatorRoute } from "@/components/calculators/calculator-route";
import { StpCalculator } from "@/components/calculators/stp-calculator";
import { stpQueryParser } from "@/lib/calculators/query-parsers";
import { calculatorMetadata } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("stp");

export default calculatorRoute("stp", stpQueryParser, StpCalculator);
