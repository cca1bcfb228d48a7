"use client";

import { createContext, useContext, useEffect } from "react";
import type { User } from "@supabase/supabase-js";
import type { BrowserSupabaseClient } from "@/lib/auth/supabase/client";

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the session has been read (the app starts loading and unauthenticated). */
  loading: boolean;
  /** True after a password-recovery link, until the password is changed. */
  recovering: boolean;
  /** True while the session is aal1 and the member has a verified factor (the login's code step is due). */
  codeRequired: boolean;
  /** True while a logout is under way, so guards leave the navigation to it. */
  signingOut: boolean;
  /** The browser client, loaded on first use (supabase-js stays out of the first-load JavaScript). */
  getClient: () => Promise<BrowserSupabaseClient>;
  /** Starts reading the session now (pages that need it); members with a stored token start it anyway. */
  requireSession: () => void;
  /** Clears all local storage, signs out through the provider, clears the user and goes to /login. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The member's auth state; `required` makes the page read the session even for a visitor. */
export function useAuth({ required = false }: { required?: boolean } = {}): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside <AuthProvider>");
  const { requireSession } = auth;
  useEffect(() => {
    if (required) requireSession();
  }, [required, requireSession]);
  return auth;
}
