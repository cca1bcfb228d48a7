import { calculatorRoute } from "@/components/calculators/calculator-route";
import { FdCalculator } from "@/components/calculators/fd-calculator";
import { fdQueryParser } from "@/lib/calculators/query-parsers";
import { calculatorPageMetadata } from "@/lib/seo/calculator-metadata";

export const generateMetadata = calculatorPageMetadata("fd");

export default calculatorRoute("fd", fdQueryParser, FdCalculator);
