"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { parseCredentials } from "@/lib/auth/auth-identifier";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import { afterLoginPath, NEXT_PARAM } from "@/lib/auth/redirect-path";
import { useAuth } from "./auth-context";
import { AuthErrorMessage } from "./auth-error-message";
import { GoogleSignIn } from "./google-sign-in";
import { navigateAfterAuthChange } from "./hard-navigation";
import styles from "./auth-form.module.css";

export function LoginForm({ next, googleClientId }: { next: string | null; googleClientId: string | null }) {
  const { getClient } = useAuth({ required: true });
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const target = afterLoginPath(next);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCredentials(identifier, password, "Enter your email or phone number and your password.");
    if (!parsed.ok) {
      setError({ message: parsed.message, details: [] });
      return;
    }
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
      navigateAfterAuthChange(target);
    } catch (thrown) {
      setError(authErrorText(toAuthErrorLike(thrown)));
      setBusy(false);
    }
  }

  const signupHref = next ? `/signup?${NEXT_PARAM}=${encodeURIComponent(target)}` : "/signup";
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Log in">
        <TextField label="Email or mobile number" name="identifier" autoComplete="username" value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <AuthErrorMessage error={error} />
        <Button type="submit" loading={busy}>
          Log in
        </Button>
      </form>
      {googleClientId ? <GoogleSignIn clientId={googleClientId} onSignedIn={() => navigateAfterAuthChange(target)} onError={setError} /> : null}
      <div className={styles.links}>
        <Link href="/forgot-password">Forgot password?</Link>
        <span>
          New here? <Link href={signupHref}>Create an account</Link>
        </span>
      </div>
    </>
  );
}
