import { MemberRiskProfile } from "@/components/risk-profile/member-risk-profile";
import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/risk-profiling");
export const metadata = metadataFor(route);

export default function Page() {
  return (
    <div className="container">
      <h1>{route.title}</h1>
      <p>{RISK_QUESTIONNAIRE.intro}</p>
      <MemberRiskProfile questionnaire={RISK_QUESTIONNAIRE} />
    </div>
  );
}
