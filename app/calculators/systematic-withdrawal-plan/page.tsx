import { calculatorRoute } from "@/components/calculators/calculator-route";
import { SwpCalculator } from "@/components/calculators/swp-calculator";
import { swpQueryParser } from "@/lib/calculators/query-parsers";
import { calculatorPageMetadata } from "@/lib/seo/calculator-metadata";

export const generateMetadata = calculatorPageMetadata("swp");

export default calculatorRoute("swp", swpQueryParser, SwpCalculator);
