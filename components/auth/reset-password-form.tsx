"use client";

import Link from "next/link";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useAuth } from "./auth-context";
import { navigateAfterAuthChange } from "./hard-navigation";
import { NewPasswordForm } from "./new-password-form";
import styles from "./auth-form.module.css";

/**
 * The page a recovery link opens: the link's session arrives as PASSWORD_RECOVERY (PKCE code or implicit
 * fragment, read by the auth provider) or, through /auth/confirm, as a cookie session.
 */
export function ResetPasswordForm() {
  const { loading, isAuthenticated } = useAuth({ required: true });
  if (loading) return <Spinner size="lg" label="Checking your reset link…" />;
  if (!isAuthenticated) {
    return (
      <p className={styles.notice} role="status">
        This reset link has expired or was already used. <Link href="/forgot-password">Ask for a new link</Link>.
      </p>
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
