"use client";

import Link from "next/link";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useAuth } from "./auth-context";
import { navigateAfterAuthChange } from "./hard-navigation";
import { NewPasswordForm } from "./new-password-form";
import { TotpCodeStep } from "./lazy-auth-parts";
import { Deferred } from "@/components/deferred/deferred";
import styles from "./auth-form.module.css";

/**
 * The page a recovery link opens: the link's session arrives as PASSWORD_RECOVERY (PKCE code or implicit
 * fragment, read by the auth provider) or, through /auth/confirm, as a cookie session.
 */
export function ResetPasswordForm() {
  const { loading, isAuthenticated, codeRequired, logout } = useAuth({ required: true });
  if (loading) return <Spinner size="lg" label="Checking your reset link…" />;
  if (!isAuthenticated) {
    return (
      <p className={styles.notice} role="status">
        This reset link has expired or was already used. <Link href="/forgot-password">Ask for a new link</Link>.
      </p>
    );
  }
  if (codeRequired) {
    // A recovery link signs in at aal1; the password of a member with MFA changes only after their code.
    // Verifying fires MFA_CHALLENGE_VERIFIED, which clears codeRequired and brings the password form.
    return (
      <Deferred fallback={<Spinner size="lg" />}>
        <TotpCodeStep
          lead="Your account has two-factor authentication. Enter the 6-digit code from your authenticator app before choosing a new password."
          submitLabel="Verify"
          cancelLabel="Cancel and log out"
          onVerified={() => undefined}
          onCancel={() => void logout()}
        />
      </Deferred>
    );
  }
  return (
    <NewPasswordForm
      submitLabel="Save new password"
      onChanged={() => {
        toast.success("Your password has been changed.");
        navigateAfterAuthChange("/dashboard");
      }}
    />
  );
}
