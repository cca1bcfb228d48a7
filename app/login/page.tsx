import { AuthCard } from "@/components/auth/auth-card";
import { AuthErrorMessage } from "@/components/auth/auth-error-message";
import { LoginForm } from "@/components/auth/login-form";
import { SIGNED_OUT_PARAM, SIGNED_OUT_VALUE } from "@/components/auth/signed-out-path";
import { SignedOutNotice } from "@/components/auth/signed-out-notice";
import { CODE_STEP, STEP_PARAM } from "@/lib/auth/assurance-level";
import { googleWebClientId } from "@/lib/auth/google-client-id";
import { linkErrorMessage } from "@/lib/auth/link-error";
import { NEXT_PARAM } from "@/lib/auth/redirect-path";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/login");
export const metadata = metadataFor(route);

type SearchParams = Record<string, string | string[] | undefined>;

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const next = typeof params[NEXT_PARAM] === "string" ? params[NEXT_PARAM] : null;
  const linkError = linkErrorMessage(params.error);
  return (
    <AuthCard title="Log in" lead="Welcome back. Log in with your email or mobile number and password.">
      {params[SIGNED_OUT_PARAM] === SIGNED_OUT_VALUE ? <SignedOutNotice /> : null}
      {linkError ? <AuthErrorMessage error={{ message: linkError, details: [] }} /> : null}
      <LoginForm next={next} googleClientId={googleWebClientId()} codeStep={params[STEP_PARAM] === CODE_STEP} />
    </AuthCard>
  );
}
