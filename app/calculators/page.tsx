import { CalculatorIndex } from "@/components/calculators/calculator-index";
import { CALCULATOR_CATALOGUE, CALCULATORS_CONTENT } from "@/lib/content/calculators";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/calculators");
export const metadata = metadataFor(route, route.title, { description: CALCULATORS_CONTENT.lead });

export default function CalculatorsPage() {
  return <CalculatorIndex title={route.title} lead={CALCULATORS_CONTENT.lead} calculators={CALCULATOR_CATALOGUE} />;
}
