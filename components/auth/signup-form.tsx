"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { parseCredentials, type Identifier } from "@/lib/auth/auth-identifier";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import { afterLoginPath, NEXT_PARAM } from "@/lib/auth/redirect-path";
import { useAuth } from "./auth-context";
import { AuthErrorMessage } from "./auth-error-message";
import { GoogleSignIn, PasswordStrengthMeter } from "./lazy-auth-parts";
import { Deferred } from "@/components/deferred/deferred";
import { navigateAfterAuthChange } from "./hard-navigation";
import { AuthSubmitButton } from "./auth-submit-button";
import { formText } from "./form-text";
import styles from "./auth-form.module.css";

// Shown word for word when the identifier or the password is missing; no call is made.
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";

export function SignupForm({ next, googleClientId }: { next: string | null; googleClientId: string | null }) {
  const { getClient } = useAuth({ required: true });
  // Only for the strength meter: the submit reads the fields themselves.
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Identifier | null>(null);
  const target = afterLoginPath(next);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = formText(form, "name");
    const password = formText(form, "password");
    const parsed = parseCredentials(formText(form, "identifier"), password, MISSING_CREDENTIALS_MESSAGE);
    if (!parsed.ok) {
      setError({ message: parsed.message, details: [] });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const confirmUrl = `${window.location.origin}/auth/confirm?${NEXT_PARAM}=${encodeURIComponent(target)}`;
      const data = name.trim() ? { full_name: name.trim() } : {};
      const { data: result, error: signUpError } =
        "email" in parsed.value
          ? await client.auth.signUp({
              email: parsed.value.email,
              password,
              options: { data, emailRedirectTo: confirmUrl },
            })
          : await client.auth.signUp({ phone: parsed.value.phone, password, options: { data } });
      if (signUpError) {
        setError(authErrorText(toAuthErrorLike(signUpError)));
        setBusy(false);
        return;
      }
      if (result.session) {
        navigateAfterAuthChange(target);
        return;
      }
      setPending(parsed.value);
      setBusy(false);
    } catch (thrown) {
      setError(authErrorText(toAuthErrorLike(thrown)));
      setBusy(false);
    }
  }

  if (pending) {
    return "email" in pending ? (
      <p className={styles.notice} role="status">
        We have sent a confirmation link to {pending.email}. Open it on this device to finish signing up.
      </p>
    ) : (
      <PhoneConfirmation phone={pending.phone} onConfirmed={() => navigateAfterAuthChange(target)} />
    );
  }

  const loginHref = next ? `/login?${NEXT_PARAM}=${encodeURIComponent(target)}` : "/login";
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign up">
        <TextField label="Full name (optional)" name="name" autoComplete="name" />
        <TextField label="Email or mobile number" name="identifier" autoComplete="username" />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          helpText="At least 6 characters. Longer passwords that mix letters, digits and symbols are stronger."
          onChange={(e) => setTyped(e.target.value)}
        />
        <Deferred>
          <PasswordStrengthMeter password={typed} />
        </Deferred>
        <AuthErrorMessage error={error} />
        <AuthSubmitButton busy={busy}>Sign up</AuthSubmitButton>
      </form>
      {googleClientId ? (
        <Deferred>
          <GoogleSignIn
            clientId={googleClientId}
            onSignedIn={() => navigateAfterAuthChange(target)}
            onError={setError}
          />
        </Deferred>
      ) : null}
      <div className={styles.links}>
        <span>
          Already a member? <Link href={loginHref}>Log in</Link>
        </span>
      </div>
    </>
  );
}

/** Phone sign-ups without auto-confirmation finish with the code sent by SMS. */
function PhoneConfirmation({ phone, onConfirmed }: { phone: string; onConfirmed: () => void }) {
  const { getClient } = useAuth();
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = formText(event.currentTarget, "code");
    if (!/^\d{6}$/.test(code.trim())) {
      setError({ message: "Enter the 6-digit code from the SMS.", details: [] });
      return;
    }
    setBusy(true);
    const client = await getClient();
    const { error: verifyError } = await client.auth.verifyOtp({ phone, token: code.trim(), type: "sms" });
    setBusy(false);
    if (verifyError) setError(authErrorText(toAuthErrorLike(verifyError)));
    else onConfirmed();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Confirm your phone number">
      <p className={styles.notice} role="status">
        We have sent a 6-digit code to {phone}.
      </p>
      <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" />
      <AuthErrorMessage error={error} />
      <AuthSubmitButton busy={busy}>Confirm</AuthSubmitButton>
    </form>
  );
}
