import { calculatorRoute } from "@/components/calculators/calculator-route";
import { CagrCalculator } from "@/components/calculators/cagr-calculator";
import { cagrQueryParser } from "@/lib/calculators/query-parsers";
import { calculatorMetadata } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("cagr");

export default calculatorRoute("cagr", cagrQueryParser, CagrCalculator);
