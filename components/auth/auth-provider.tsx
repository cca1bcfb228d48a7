"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { SIGNED_OUT_VIEW, type AuthView } from "@/lib/auth/auth-view";
import type { BrowserAuthConfig, BrowserSupabaseClient } from "@/lib/auth/supabase/client";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { handleSessionEnded } from "./session-end-handler";
import { notifyTokenChange, TOKEN_STORAGE_KEY, useHasStoredToken } from "./stored-token";
import { Deferred, deferred } from "@/components/deferred/deferred";

// Only members get the inactivity timer, and only they download it (after hydration: the token is read then).
const InactivityGuard = deferred(() => import("./inactivity-guard"), "InactivityGuard");

// A sign-in link of the implicit flow carries the session in the fragment (session-follower.ts reads it).
const IMPLICIT_LINK = /(?:^#|&)access_token=/;

/**
 * Holds the member's auth state for the whole app. supabase-js, and the code that follows its
 * events, are imported only when a token is stored, a page asks for the session, or the URL carries an
 * implicit-flow session, so visitors on public pages never download them.
 */
export function AuthProvider({ config, children }: { config: BrowserAuthConfig; children: ReactNode }) {
  const hasToken = useHasStoredToken();
  const [started, setStarted] = useState(
    () => typeof window !== "undefined" && IMPLICIT_LINK.test(window.location.hash),
  );
  const [view, setView] = useState<AuthView>(SIGNED_OUT_VIEW);
  const [loading, setLoading] = useState(true);
  const [signingOut, setSigningOut] = useState(false);
  const clientRef = useRef<Promise<BrowserSupabaseClient> | null>(null);
  const configRef = useRef(config);

  const getClient = useCallback(() => {
    clientRef.current ??= import("@/lib/auth/supabase/client").then(({ createClient }) =>
      createClient(configRef.current),
    );
    return clientRef.current;
  }, []);

  const requireSession = useCallback(() => setStarted(true), []);

  // Visitors' public pages never load the client; members (a stored token), pages that ask for the
  // session, and an implicit-flow link in the address do.
  const active = started || hasToken;
  useEffect(() => {
    if (!active) return;
    let stop = () => undefined as void;
    let cancelled = false;
    Promise.all([getClient(), import("./session-follower")])
      .then(([client, { followSession }]) => {
        if (cancelled) return;
        stop = followSession(client, (next) => {
          setView(next);
          setLoading(false);
          if (next.user) setSigningOut(false);
        });
      })
      .catch((error: unknown) => {
        console.error("Could not load the sign-in service", error);
        setLoading(false);
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [active, getClient]);

  // A session ended elsewhere (a member call answered 401): drop it in this browser only, with the guards
  // held back (signingOut) so the login page the ending goes to is the one with the signed-out notice.
  useEffect(
    () =>
      handleSessionEnded(async () => {
        setSigningOut(true);
        try {
          const client = await getClient();
          await client.auth.signOut({ scope: "local" });
        } finally {
          window.localStorage.removeItem(TOKEN_STORAGE_KEY);
          notifyTokenChange();
          setView(SIGNED_OUT_VIEW);
        }
      }),
    [getClient],
  );

  const logout = useCallback(async () => {
    setSigningOut(true);
    window.localStorage.clear();
    notifyTokenChange();
    // The navigation helper loads with the sign-in client, as the session follower does: only members sign out.
    let navigate: (path: string) => void;
    try {
      const [client, hardNavigation] = await Promise.all([getClient(), import("./hard-navigation")]);
      navigate = hardNavigation.navigateAfterAuthChange;
      const { error } = await client.auth.signOut();
      if (error) throw error;
    } catch (error) {
      console.error("Sign-out failed", error);
      setSigningOut(false);
      return;
    }
    setView(SIGNED_OUT_VIEW);
    // signingOut stays true until a new session arrives, so guards leave this navigation alone.
    navigate("/login");
  }, [getClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: view.user,
      isAuthenticated: view.user !== null,
      loading,
      recovering: view.recovering,
      codeRequired: view.codeRequired,
      signingOut,
      getClient,
      requireSession,
      logout,
    }),
    [view, loading, signingOut, getClient, requireSession, logout],
  );
  return (
    <AuthContext value={value}>
      {children}
      {hasToken ? (
        <Deferred>
          <InactivityGuard />
        </Deferred>
      ) : null}
    </AuthContext>
  );
}
