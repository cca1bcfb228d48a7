import { FinancialPlan } from "@/components/planning/financial-plan";
import { RISK_PROFILE_RETURNS } from "@/lib/planning/profile-returns";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/goal-planning");
export const metadata = metadataFor(route);

export default function Page() {
  return (
    <div className="container">
      <h1>{route.title}</h1>
      <p>{route.summary}</p>
      <FinancialPlan profileReturns={RISK_PROFILE_RETURNS} />
    </div>
  );
}
