"use client";

import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { codeStepPathFor } from "@/lib/auth/assurance-level";
import { loginPathFor } from "@/lib/auth/redirect-path";
import { useAuth } from "./auth-context";
import { replaceAfterAuthChange } from "./hard-navigation";
import styles from "./protected-area.module.css";

/**
 * The frame of a members' page (protected route). The proxy has already sent visitors to
 * /login; this shows a spinner while the browser reads the session, follows a sign-out (in this tab or
 * another) back to /login, and covers the page with the desktop-only message below 1024 px. A member whose
 * session still owes the code of their authenticator app (aal1, say after closing the tab at the code step)
 * is sent to the login's code step: the proxy cannot tell, as the token does not say whether a factor exists.
 */
export function ProtectedArea({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading, signingOut, codeRequired } = useAuth({ required: true });
  const pathname = usePathname();
  const signedOut = !loading && !isAuthenticated;
  const codeDue = isAuthenticated && codeRequired;

  useEffect(() => {
    if (signingOut) return;
    if (signedOut) replaceAfterAuthChange(loginPathFor(`${pathname}${window.location.search}`));
    else if (codeDue) replaceAfterAuthChange(codeStepPathFor(`${pathname}${window.location.search}`));
  }, [signedOut, signingOut, codeDue, pathname]);

  return (
    <>
      <div className={styles.desktopOnly} role="alert">
        <h1>Please use a desktop device</h1>
        <p>
          These pages are available on desktop only. Open this page on a computer, or widen the window to at least 1024
          pixels.
        </p>
      </div>
      <div className={styles.content}>
        {isAuthenticated && !codeDue ? (
          children
        ) : (
          <div className={styles.loading}>
            <Spinner
              size="lg"
              label={signedOut || codeDue ? "Redirecting to the login page…" : "Checking your session…"}
            />
          </div>
        )}
      </div>
    </>
  );
}
