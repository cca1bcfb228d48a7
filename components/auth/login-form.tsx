"use client";

import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { codeIsDue } from "@/lib/auth/assurance-level";
import { parseCredentials } from "@/lib/auth/auth-identifier";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import { afterLoginPath, NEXT_PARAM } from "@/lib/auth/redirect-path";
import type { BrowserSupabaseClient } from "@/lib/auth/supabase/client";
import { useAuth } from "./auth-context";
import { AuthErrorMessage } from "./auth-error-message";
import { navigateAfterAuthChange } from "./hard-navigation";
import { GoogleSignIn, TotpCodeStep } from "./lazy-auth-parts";
import { Deferred } from "@/components/deferred/deferred";
import { AuthSubmitButton } from "./auth-submit-button";
import { formText } from "./form-text";
import styles from "./auth-form.module.css";

type Step = "password" | "checking" | "code";

/** Whether the signed-in session still owes the code of a verified factor (aal1 now, aal2 next). */
async function codeDue(client: BrowserSupabaseClient): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return codeIsDue(data);
}

/**
 * Email or phone and password, then, for a member with an authenticator app, its 6-digit code (issue 19).
 * `codeStep` opens on the code (/login?step=mfa: an aal1 session sent back from a member page).
 */
export function LoginForm({
  next,
  googleClientId,
  codeStep = false,
}: {
  next: string | null;
  googleClientId: string | null;
  codeStep?: boolean;
}) {
  const { getClient, loading, isAuthenticated, logout } = useAuth({ required: true });
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>(codeStep ? "checking" : "password");
  const target = afterLoginPath(next);
  // The code step opened by address: a visitor gets the password step; a session that owes no code goes on.
  const shown: Step = step === "checking" && !loading && !isAuthenticated ? "password" : step;

  useEffect(() => {
    if (step !== "checking" || loading || !isAuthenticated) return;
    let cancelled = false;
    getClient()
      .then(codeDue)
      .then((due) => {
        if (cancelled) return;
        if (due) setStep("code");
        else navigateAfterAuthChange(target);
      })
      .catch((thrown: unknown) => {
        if (cancelled) return;
        setError(authErrorText(toAuthErrorLike(thrown)));
        setStep("password");
      });
    return () => {
      cancelled = true;
    };
  }, [step, loading, isAuthenticated, getClient, target]);

  async function afterSignIn(client: BrowserSupabaseClient) {
    if (await codeDue(client)) {
      setBusy(false);
      setStep("code");
    } else {
      navigateAfterAuthChange(target);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = formText(event.currentTarget, "password");
    const parsed = parseCredentials(
      formText(event.currentTarget, "identifier"),
      password,
      "Enter your email or phone number and your password.",
    );
    if (!parsed.ok) {
      setError({ message: parsed.message, details: [] });
      return;
    }
    setStep("password");
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const { error: signInError } = await client.auth.signInWithPassword({ ...parsed.value, password });
      if (signInError) {
        setError(authErrorText(toAuthErrorLike(signInError)));
        setBusy(false);
        return;
      }
      await afterSignIn(client);
    } catch (thrown) {
      setError(authErrorText(toAuthErrorLike(thrown)));
      setBusy(false);
    }
  }

  if (shown === "checking") return <Spinner size="lg" label="Checking your session…" />;
  if (shown === "code") {
    return (
      <Deferred fallback={<Spinner size="lg" />}>
        <TotpCodeStep
          lead="Your account has two-factor authentication. Enter the 6-digit code from your authenticator app to finish logging in."
          submitLabel="Verify and log in"
          cancelLabel="Cancel and log out"
          onVerified={() => navigateAfterAuthChange(target)}
          onCancel={() => void logout()}
        />
      </Deferred>
    );
  }

  const signupHref = next ? `/signup?${NEXT_PARAM}=${encodeURIComponent(target)}` : "/signup";
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Log in">
        <TextField label="Email or mobile number" name="identifier" autoComplete="username" />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" />
        <AuthErrorMessage error={error} />
        <AuthSubmitButton busy={busy}>Log in</AuthSubmitButton>
      </form>
      {googleClientId ? (
        <Deferred>
          <GoogleSignIn
            clientId={googleClientId}
            onSignedIn={() => {
              getClient()
                .then(afterSignIn)
                .catch((thrown: unknown) => setError(authErrorText(toAuthErrorLike(thrown))));
            }}
            onError={setError}
          />
        </Deferred>
      ) : null}
      <div className={styles.links}>
        <Link href="/forgot-password">Forgot password?</Link>
        <span>
          New here? <Link href={signupHref}>Create an account</Link>
        </span>
      </div>
    </>
  );
}
