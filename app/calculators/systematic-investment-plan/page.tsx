import { calculatorRoute } from "@/components/calculators/calculator-route";
import { SipCalculator } from "@/components/calculators/sip-calculator";
import { sipQueryState } from "@/lib/calculators/sip-run";
import { calculatorPageMetadata } from "@/lib/seo/calculator-metadata";

export const generateMetadata = calculatorPageMetadata("sip");

export default calculatorRoute("sip", sipQueryState, SipCalculator);
