"use client";

import type { Factor } from "@supabase/supabase-js";
import { useEffect, useState, type FormEvent } from "react";
import { AuthErrorMessage } from "@/components/auth/auth-error-message";
import { useAuth } from "@/components/auth/auth-context";
import { TotpCodeStep } from "@/components/auth/totp-code-step";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import formStyles from "@/components/auth/auth-form.module.css";
import styles from "./profile.module.css";
import { authenticatorName } from "@/lib/auth/authenticator-name";

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** Two-factor authentication with an authenticator app (TOTP): enrol, verify to aal2, remove (from aal2: its code first). */
export function TotpEnrolment() {
  const { getClient } = useAuth();
  const [factors, setFactors] = useState<Factor[]>([]);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  /** The verified factor whose removal waits for the member's code (the session is aal1). */
  const [confirming, setConfirming] = useState<string | null>(null);

  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => {
    let cancelled = false;
    getClient()
      .then((client) => client.auth.mfa.listFactors())
      .then(({ data, error: listError }) => {
        if (cancelled) return;
        if (listError) setError(authErrorText(toAuthErrorLike(listError)));
        else setFactors(data.totp);
      })
      .catch((thrown: unknown) => {
        if (!cancelled) setError(authErrorText(toAuthErrorLike(thrown)));
      });
    return () => {
      cancelled = true;
    };
  }, [getClient, version]);

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (thrown) {
      setError(authErrorText(toAuthErrorLike(thrown)));
    }
    setBusy(false);
  }

  const start = () =>
    run(async () => {
      const client = await getClient();
      // Names are read from the service, not from the list on screen: an app verified a moment ago (or one left
      // unverified) may not be listed yet, and its name would be offered again and refused as taken.
      const { data: listed, error: listError } = await client.auth.mfa.listFactors();
      if (listError) throw listError;
      const { data, error: enrolError } = await client.auth.mfa.enroll({
        factorType: "totp",
        friendlyName: authenticatorName(
          new Date(),
          listed.all.map((factor) => factor.friendly_name ?? null),
        ),
      });
      if (enrolError) throw enrolError;
      setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    });

  const cancel = () =>
    run(async () => {
      if (!enrolment) return;
      const client = await getClient();
      await client.auth.mfa.unenroll({ factorId: enrolment.factorId });
      setEnrolment(null);
      setCode("");
    });

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enrolment) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError({ message: "Enter the 6-digit code your authenticator app shows.", details: [] });
      return;
    }
    void run(async () => {
      const client = await getClient();
      const { error: verifyError } = await client.auth.mfa.challengeAndVerify({
        factorId: enrolment.factorId,
        code: code.trim(),
      });
      if (verifyError) throw verifyError;
      setEnrolment(null);
      setCode("");
      toast.success("Two-factor authentication is on.");
      reload();
    });
  };

  const remove = (factorId: string) =>
    run(async () => {
      const client = await getClient();
      setConfirming(null);
      const { error: removeError } = await client.auth.mfa.unenroll({ factorId });
      // The service removes a verified app only for an aal2 session (it reads the level from the session, not
      // the token held here): an aal1 one answers the app's code first, then tries again.
      if (removeError?.code === "insufficient_aal") {
        setConfirming(factorId);
        return;
      }
      if (removeError) throw removeError;
      toast.success("The authenticator app has been removed.");
      reload();
    });

  const verified = factors.filter((factor) => factor.status === "verified");
  return (
    <div>
      {verified.length > 0 ? (
        <ul className={styles.factors} aria-label="Authenticator apps">
          {verified.map((factor) => (
            <li key={factor.id}>
              <span>{factor.friendly_name ?? "Authenticator app"}</span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void remove(factor.id)}
                disabled={busy || confirming !== null}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>Two-factor authentication is off. Add an authenticator app to ask for a code as well as your password.</p>
      )}
      {confirming ? (
        <TotpCodeStep
          factorId={confirming}
          lead="To remove this authenticator app, enter the 6-digit code it shows now."
          submitLabel="Verify and remove"
          cancelLabel="Keep the app"
          onVerified={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : enrolment ? (
        <form className={formStyles.form} onSubmit={verify} noValidate aria-label="Verify your authenticator app">
          <p>
            Scan this code with your authenticator app, or type the key below into it, then enter the 6-digit code it
            shows.
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data URL from the auth service, not an optimisable image */}
          <img
            className={styles.qr}
            src={enrolment.qrCode}
            alt="QR code to add this account to an authenticator app"
            width={200}
            height={200}
          />
          <p>
            Key: <span className={styles.secret}>{enrolment.secret}</span>
          </p>
          <TextField
            label="6-digit code"
            name="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <AuthErrorMessage error={error} />
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              Verify and turn on
            </Button>
            <Button variant="secondary" onClick={() => void cancel()} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <AuthErrorMessage error={error} />
          <Button onClick={() => void start()} loading={busy}>
            Add an authenticator app
          </Button>
        </>
      )}
    </div>
  );
}
