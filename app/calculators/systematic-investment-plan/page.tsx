import { calculatorRoute } from "@/components/calculators/calculator-route";
import { SipCalculator } from "@/components/calculators/sip-calculator";
import { sipQueryState } from "@/lib/calculators";
import { calculatorMetadata } from "@/lib/seo/calculator-metadata";

export const metadata = calculatorMetadata("sip");

export default calculatorRoute("sip", sipQueryState, SipCalculator);
