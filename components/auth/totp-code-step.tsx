"use client";

import type { Factor } from "@supabase/supabase-js";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import type { BrowserSupabaseClient } from "@/lib/auth/supabase/client";
import { useAuth } from "./auth-context";
import { AuthErrorMessage } from "./auth-error-message";
import { AuthSubmitButton } from "./auth-submit-button";
import { clearFormText, formText } from "./form-text";
import styles from "./auth-form.module.css";

export const CODE_LABEL = "6-digit code from your authenticator app";
const WRONG_CODE =
  "That code is not right. Enter the code your authenticator app shows now; it changes every 30 seconds.";

export interface TotpCodeStepProps {
  /** The factor to answer; by default the member's verified TOTP factor (a choice when they have several). */
  factorId?: string;
  /** What the code is for, shown above the field. */
  lead: string;
  submitLabel: string;
  cancelLabel: string;
  /** Called once the session is aal2 (supabase-js has fired MFA_CHALLENGE_VERIFIED). */
  onVerified: () => void;
  onCancel: () => void;
}

/**
 * Asks for the current code of the member's authenticator app and steps the session up to aal2 (challenge,
 * then verify): the login's second step and the confirmation before removing an app.
 */
export function TotpCodeStep({ factorId, lead, submitLabel, cancelLabel, onVerified, onCancel }: TotpCodeStepProps) {
  const { getClient } = useAuth();
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const [apps, setApps] = useState<Factor[]>([]);
  const [chosen, setChosen] = useState("");

  // Without a given factor, the member's verified apps: with more than one, they pick the app they have at hand.
  useEffect(() => {
    if (factorId) return;
    let cancelled = false;
    getClient()
      .then(verifiedApps)
      .then((verified) => {
        if (!cancelled) setApps(verified);
      })
      .catch((thrown: unknown) => {
        if (!cancelled) setError(authErrorText(toAuthErrorLike(thrown)));
      });
    return () => {
      cancelled = true;
    };
  }, [factorId, getClient]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const given = formText(form, "totp-code").replace(/\s/g, "");
    if (!/^\d{6}$/.test(given)) {
      setError({ message: "Enter the 6-digit code your authenticator app shows.", details: [] });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const factor = factorId ?? (chosen || apps[0]?.id || (await verifiedApps(client))[0]?.id);
      if (!factor) {
        setError({
          message: "No authenticator app is set up for this account. Log out and log in again.",
          details: [],
        });
        setBusy(false);
        return;
      }
      const { error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId: factor, code: given });
      if (verifyError) {
        const like = toAuthErrorLike(verifyError);
        setError(like.code === "mfa_verification_failed" ? { message: WRONG_CODE, details: [] } : authErrorText(like));
        clearFormText(form, "totp-code");
        setBusy(false);
        return;
      }
    } catch (thrown) {
      setError(authErrorText(toAuthErrorLike(thrown)));
      setBusy(false);
      return;
    }
    setBusy(false);
    onVerified();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Two-factor authentication">
      <p style={{ margin: 0 }}>{lead}</p>
      {apps.length > 1 ? (
        <Select
          label="Authenticator app"
          options={apps.map((app, index) => ({
            value: app.id,
            label: app.friendly_name || `Authenticator app ${index + 1}`,
          }))}
          value={chosen || apps[0]!.id}
          onChange={(e) => setChosen(e.target.value)}
        />
      ) : null}
      <TextField
        label={CODE_LABEL}
        name="totp-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        autoFocus
      />
      <AuthErrorMessage error={error} />
      <AuthSubmitButton busy={busy}>{submitLabel}</AuthSubmitButton>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
    </form>
  );
}

async function verifiedApps(client: BrowserSupabaseClient): Promise<Factor[]> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.filter((factor) => factor.status === "verified");
}
