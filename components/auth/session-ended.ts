"use client";

import { replaceAfterAuthChange } from "./hard-navigation";
import { signedOutLoginPath } from "./signed-out-path";

// A session ended elsewhere (signed out in another browser, or by the service) still looks live in this browser
// until an API call is refused with 401. Such an answer ends the local session and sends the member to the
// login page with a notice, so a member page never shows an empty state for a load that was refused (issue 37, 1).

type LocalSignOut = () => Promise<void>;
let localSignOut: LocalSignOut | null = null;
let ending = false;

/** The auth provider's way to drop the session in this browser only; returns the unregister function. */
export function handleSessionEnded(signOut: LocalSignOut): () => void {
  localSignOut = signOut;
  return () => {
    if (localSignOut === signOut) localSignOut = null;
  };
}

/**
 * Ends the session in this browser and goes to /login?next=<this page>&reason=signed-out. Several calls refused
 * at once lead to one navigation.
 */
export async function sessionEnded(): Promise<void> {
  if (ending) return;
  ending = true;
  const target = signedOutLoginPath(`${window.location.pathname}${window.location.search}`);
  try {
    await localSignOut?.();
  } catch (error) {
    console.error("The ended session could not be cleared", error);
  }
  replaceAfterAuthChange(target);
}
