"use client";

import { authViewAfter } from "@/lib/auth/auth-events";
import { SIGNED_OUT_VIEW, type AuthView } from "@/lib/auth/auth-view";
import { parseImplicitFragment } from "@/lib/auth/implicit-fragment";
import type { BrowserSupabaseClient } from "@/lib/auth/supabase/client";
import { notifyTokenChange, TOKEN_STORAGE_KEY } from "./stored-token";

// Loaded by AuthProvider together with the sign-in client, so only for members and pages that need the session.

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
 * Follows the client's auth events, keeps the stored token in step and reports each new
 * state; an implicit-flow link in the address becomes the session. Returns the function that stops it.
 */
export function followSession(client: BrowserSupabaseClient, onView: (view: AuthView) => void): () => void {
  let current = SIGNED_OUT_VIEW;
  let stopped = false;
  const { data } = client.auth.onAuthStateChange((event, session) => {
    current = authViewAfter(event, session, current);
    if (current.token !== readStoredToken()) storeToken(current.token);
    onView(current);
  });
  adoptImplicitSession(client)
    .then((linkType) => {
      if (linkType !== "recovery" || stopped) return;
      current = { ...current, recovering: true };
      onView(current);
    })
    .catch((error: unknown) => console.error("The sign-in link could not be used", error));
  return () => {
    stopped = true;
    data.subscription.unsubscribe();
  };
}

/**
 * An implicit-flow link (#access_token=...&refresh_token=...) becomes the session; the fragment is then
 * removed so the tokens do not stay in the address bar or the history. Returns the link's type, or null.
 */
async function adoptImplicitSession(client: BrowserSupabaseClient): Promise<string | null> {
  const fragment = parseImplicitFragment(window.location.hash);
  if (!fragment) return null;
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
  const { error } = await client.auth.setSession({
    access_token: fragment.accessToken,
    refresh_token: fragment.refreshToken,
  });
  if (error) {
    console.error("The sign-in link could not be used", error);
    return null;
  }
  return fragment.type;
}
