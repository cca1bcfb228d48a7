import { DashboardHome } from "@/components/member/dashboard-home";
import { DashboardSummary } from "@/components/member/dashboard-summary";
import { loadDashboard } from "@/lib/dashboard/dashboard-data";
import { getDatabase } from "@/lib/db/client";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { greetingName } from "@/lib/auth/member-name";
import { isFirstSession, sessionStartedAt, welcomeText } from "@/lib/dashboard/welcome";
import { memberAccessOf } from "@/lib/auth/app-member-session";
import { accessClaimsSchema } from "@/lib/auth/jwt/access-claims";
import { createClient } from "@/lib/auth/supabase/server";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/dashboard");
export const metadata = metadataFor(route);

export default async function Page() {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  // The proxy lets only members through; the id comes from the verified claims, never from the request, and
  // their data shows only while the token's session is live (not after a logout elsewhere, nor at aal1 with MFA on).
  const claims = accessClaimsSchema.safeParse(data?.claims);
  const memberId = claims.success && (await memberAccessOf(claims.data)) === "live" ? claims.data.sub : null;
  const summary = memberId ? (
    <DashboardSummary data={await loadDashboard(getDatabase().sql, memberId, todayInIndia())} />
  ) : null;
  // A member fresh from sign-up is welcomed, not welcomed back: their session began with the account.
  const { data: account } = memberId ? await supabase.auth.getUser() : { data: null };
  const firstSession = isFirstSession(
    sessionStartedAt(data?.claims),
    account?.user?.confirmed_at ?? account?.user?.created_at,
  );
  return (
    <DashboardHome
      greeting={welcomeText(greetingName(data?.claims), firstSession)}
      firstSession={firstSession}
      summary={summary}
    />
  );
}
