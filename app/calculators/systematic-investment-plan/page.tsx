import { calculatorRoute } from "@/components/calculators/calculator-route";
import { SipCalculator } from "@/components/calculators/sip-calculator";
import { sipQueryParser } from "@/lib/calculators/query-parsers";
import { calculatorPageMetadata } from "@/lib/seo/calculator-metadata";

export const generateMetadata = calculatorPageMetadata("sip");

export default calculatorRoute("sip", sipQueryParser, SipCalculator);
