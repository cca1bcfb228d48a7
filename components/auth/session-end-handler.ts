"use client";

// Where the auth provider registers how to drop the session in this browser only. Kept apart from
// session-ended.ts, which member calls load on their first 401, so every page's first load carries only this.

export type LocalSignOut = () => Promise<void>;
let localSignOut: LocalSignOut | null = null;

/** The auth provider's way to drop the session in this browser only; returns the unregister function. */
export function handleSessionEnded(signOut: LocalSignOut): () => void {
  localSignOut = signOut;
  return () => {
    if (localSignOut === signOut) localSignOut = null;
  };
}

/** The registered sign-out, if an auth provider is mounted. */
export const registeredLocalSignOut = (): LocalSignOut | null => localSignOut;
