import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { googleWebClientId } from "@/lib/auth/google-client-id";
import { NEXT_PARAM } from "@/lib/auth/redirect-path";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/signup");
export const metadata = metadataFor(route);

type SearchParams = Record<string, string | string[] | undefined>;

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const next = typeof params[NEXT_PARAM] === "string" ? params[NEXT_PARAM] : null;
  return (
    <AuthCard title="Sign up" lead="Create a free account to save watchlists, your risk profile and your goal plans.">
      <SignupForm next={next} googleClientId={googleWebClientId()} />
    </AuthCard>
  );
}
