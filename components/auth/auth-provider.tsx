"use client";

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { authViewAfter, SIGNED_OUT_VIEW, type AuthView } from "@/lib/auth/auth-events";
import { parseImplicitFragment } from "@/lib/auth/implicit-fragment";
import type { BrowserAuthConfig, BrowserSupabaseClient } from "@/lib/auth/supabase/client";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { navigateAfterAuthChange } from "./hard-navigation";
import { notifyTokenChange, TOKEN_STORAGE_KEY, useHasStoredToken } from "./stored-token";

// Only members get the inactivity timer, and only they download it (after hydration: the token is read then).
const InactivityGuard = lazy(() => import("./inactivity-guard").then((m) => ({ default: m.InactivityGuard })));

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    return; // storage disabled: the session still lives in its cookie
  }
  notifyTokenChange();
}

/**
 * Holds the member's auth state for the whole app (spec section 4). supabase-js is imported only when a
 * token is stored, a page asks for the session, or the URL carries an implicit-flow session, so visitors
 * on public pages never download it.
 */
export function AuthProvider({ config, children }: { config: BrowserAuthConfig; children: ReactNode }) {
  const hasToken = useHasStoredToken();
  const [started, setStarted] = useState(() => typeof window !== "undefined" && parseImplicitFragment(window.location.hash) !== null);
  const [view, setView] = useState<AuthView>(SIGNED_OUT_VIEW);
  const [loading, setLoading] = useState(true);
  const [signingOut, setSigningOut] = useState(false);
  const viewRef = useRef<AuthView>(SIGNED_OUT_VIEW);
  const clientRef = useRef<Promise<BrowserSupabaseClient> | null>(null);
  const configRef = useRef(config);

  const getClient = useCallback(() => {
    clientRef.current ??= import("@/lib/auth/supabase/client").then(({ createClient }) => createClient(configRef.current));
    return clientRef.current;
  }, []);

  const requireSession = useCallback(() => setStarted(true), []);

  // Visitors' public pages never load the client; members (a stored token), pages that ask for the
  // session, and an implicit-flow link in the address do.
  const active = started || hasToken;
  useEffect(() => {
    if (!active) return;
    let unsubscribe = () => undefined as void;
    let cancelled = false;
    getClient()
      .then(async (client) => {
        if (cancelled) return;
        const { data } = client.auth.onAuthStateChange((event, session) => {
          const next = authViewAfter(event, session, viewRef.current);
          viewRef.current = next;
          if (next.token !== readStoredToken()) storeToken(next.token);
          setView(next);
          setLoading(false);
          if (next.user) setSigningOut(false);
        });
        unsubscribe = () => data.subscription.unsubscribe();
        const linkType = await adoptImplicitSession(client);
        if (linkType === "recovery" && !cancelled) {
          viewRef.current = { ...viewRef.current, recovering: true };
          setView(viewRef.current);
        }
      })
      .catch((error: unknown) => {
        console.error("Could not load the sign-in service", error);
        setLoading(false);
      });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [active, getClient]);

  const logout = useCallback(async () => {
    setSigningOut(true);
    window.localStorage.clear();
    notifyTokenChange();
    try {
      const client = await getClient();
      const { error } = await client.auth.signOut();
      if (error) throw error;
    } catch (error) {
      console.error("Sign-out failed", error);
      setSigningOut(false);
      return;
    }
    viewRef.current = SIGNED_OUT_VIEW;
    setView(SIGNED_OUT_VIEW);
    // signingOut stays true until a new session arrives, so guards leave this navigation alone.
    navigateAfterAuthChange("/login");
  }, [getClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user: view.user, isAuthenticated: view.user !== null, loading, recovering: view.recovering, signingOut, getClient, requireSession, logout }),
    [view, loading, signingOut, getClient, requireSession, logout],
  );
  return (
    <AuthContext value={value}>
      {children}
      {hasToken ? (
        <Suspense fallback={null}>
          <InactivityGuard />
        </Suspense>
      ) : null}
    </AuthContext>
  );
}

/**
 * An implicit-flow link (#access_token=...&refresh_token=...) becomes the session; the fragment is then
 * removed so the tokens do not stay in the address bar or the history. Returns the link's type, or null.
 */
async function adoptImplicitSession(client: BrowserSupabaseClient): Promise<string | null> {
  const fragment = parseImplicitFragment(window.location.hash);
  if (!fragment) return null;
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
  const { error } = await client.auth.setSession({ access_token: fragment.accessToken, refresh_token: fragment.refreshToken });
  if (error) {
    console.error("The sign-in link could not be used", error);
    return null;
  }
  return fragment.type;
}
