"use client";

import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { loginPathFor } from "@/lib/auth/redirect-path";
import { useAuth } from "./auth-context";
import { replaceAfterAuthChange } from "./hard-navigation";
import styles from "./protected-area.module.css";

/**
 * The frame of a members' page (spec section 2, "Route guards"). The proxy has already sent visitors to
 * /login; this shows a spinner while the browser reads the session, follows a sign-out (in this tab or
 * another) back to /login, and covers the page with the desktop-only message below 1024 px.
 */
export function ProtectedArea({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading, signingOut } = useAuth({ required: true });
  const pathname = usePathname();
  const signedOut = !loading && !isAuthenticated;

  useEffect(() => {
    if (signedOut && !signingOut) replaceAfterAuthChange(loginPathFor(`${pathname}${window.location.search}`));
  }, [signedOut, signingOut, pathname]);

  return (
    <>
      <div className={styles.desktopOnly} role="alert">
        <h1>Please use a desktop device</h1>
        <p>These pages are available on desktop only. Open this page on a computer, or widen the window to at least 1024 pixels.</p>
      </div>
      <div className={styles.content}>
        {isAuthenticated ? (
          children
        ) : (
          <div className={styles.loading}>
            <Spinner size="lg" label={signedOut ? "Redirecting to the login page…" : "Checking your session…"} />
          </div>
        )}
      </div>
    </>
  );
}
