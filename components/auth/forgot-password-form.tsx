"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { parseEmail } from "@/lib/auth/auth-identifier";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import { useAuth } from "./auth-context";
import { AuthErrorMessage } from "./auth-error-message";
import { AuthSubmitButton } from "./auth-submit-button";
import { formText } from "./form-text";
import styles from "./auth-form.module.css";

export function ForgotPasswordForm() {
  const { getClient } = useAuth();
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseEmail(formText(event.currentTarget, "email"));
    if (!parsed.ok) {
      setError({ message: parsed.message, details: [] });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      // The link comes back to the reset page, which receives the PASSWORD_RECOVERY session.
      const { error: recoverError } = await client.auth.resetPasswordForEmail(parsed.value, {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (recoverError) setError(authErrorText(toAuthErrorLike(recoverError)));
      else setSentTo(parsed.value);
    } catch (thrown) {
      setError(authErrorText(toAuthErrorLike(thrown)));
    }
    setBusy(false);
  }

  if (sentTo) {
    return (
      <p className={styles.notice} role="status">
        If an account exists for {sentTo}, we have sent it a link to choose a new password. Open the link on this
        device.
      </p>
    );
  }
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset your password">
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <AuthErrorMessage error={error} />
        <AuthSubmitButton busy={busy}>Send reset link</AuthSubmitButton>
      </form>
      <div className={styles.links}>
        <Link href="/login">Back to login</Link>
      </div>
    </>
  );
}
