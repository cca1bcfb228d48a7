"use client";

import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import { useAuth } from "./auth-context";
import { AuthErrorMessage } from "./auth-error-message";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { AuthSubmitButton } from "./auth-submit-button";
import { formText } from "./form-text";
import styles from "./auth-form.module.css";

/** Choose a new password (after a recovery link, or on the profile page); the server checks its strength. */
export function NewPasswordForm({ submitLabel, onChanged }: { submitLabel: string; onChanged: () => void }) {
  const { getClient } = useAuth();
  // Only for the strength meter: the submit reads the fields themselves.
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = formText(form, "new-password");
    if (!password) {
      setError({ message: "Enter a new password.", details: [] });
      return;
    }
    if (password !== formText(form, "confirm-password")) {
      setError({ message: "The two passwords do not match.", details: [] });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const { error: updateError } = await client.auth.updateUser({ password });
      if (updateError) setError(authErrorText(toAuthErrorLike(updateError)));
      else {
        form.reset();
        setTyped("");
        onChanged();
      }
    } catch (thrown) {
      setError(authErrorText(toAuthErrorLike(thrown)));
    }
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <TextField
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        onChange={(e) => setTyped(e.target.value)}
      />
      <PasswordStrengthMeter password={typed} />
      <TextField label="Repeat the new password" name="confirm-password" type="password" autoComplete="new-password" />
      <AuthErrorMessage error={error} />
      <AuthSubmitButton busy={busy}>{submitLabel}</AuthSubmitButton>
    </form>
  );
}
